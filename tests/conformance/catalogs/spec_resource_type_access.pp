Resource['notify'] { 'via access': }
