node 'TestNode.Example.Com' { notify { 'upper': } }
