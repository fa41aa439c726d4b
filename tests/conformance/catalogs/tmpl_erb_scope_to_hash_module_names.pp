include tm
