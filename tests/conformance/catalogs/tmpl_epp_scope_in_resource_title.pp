notify { inline_epp('title-<%= 1 %>'): }
