class dep { }
class app { require dep require dep }
include app
