user { 'u': ensure => present, groups => ['g'] }
group { 'g': ensure => present }
package { 'p': ensure => installed }
service { 's': ensure => running, enable => true }
