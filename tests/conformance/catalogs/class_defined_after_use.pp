include later
class later { notify { 'later': } }
