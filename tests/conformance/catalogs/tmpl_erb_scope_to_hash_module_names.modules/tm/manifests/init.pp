class tm { tm::d { 'one': v => 2 } }
