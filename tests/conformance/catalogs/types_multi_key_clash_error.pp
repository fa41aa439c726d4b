package { 'tool': name => 'real', provider => 'apt' }
package { 'real': provider => 'apt' }
