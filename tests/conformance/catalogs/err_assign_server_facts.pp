$server_facts = 'a'
