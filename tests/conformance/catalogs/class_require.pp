class dep { notify { 'dep': } }
class app { require dep notify { 'app': } }
include app
