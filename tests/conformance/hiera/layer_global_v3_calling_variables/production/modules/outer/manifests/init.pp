class outer { dd { 'outer': } }
