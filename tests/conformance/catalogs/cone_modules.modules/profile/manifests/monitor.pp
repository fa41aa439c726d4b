class profile::monitor { include monitor }
