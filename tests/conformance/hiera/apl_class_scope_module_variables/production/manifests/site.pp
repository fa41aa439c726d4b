include n
