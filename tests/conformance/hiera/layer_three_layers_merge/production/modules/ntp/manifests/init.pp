class ntp { }
