class n { include m }
