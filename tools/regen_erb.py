#!/usr/bin/env python3
"""Regenerate tests/conformance/erb_cases.json with Ruby's own ERB.

Every case (a template and the Puppet variables in scope) is rendered by
tools/erb_harness.rb — Ruby's ERB with trim_mode '-' and a wrapper object
built as Puppet 7's TemplateWrapper builds it — and the output or the Ruby
exception class is recorded.  tests/test_erb_conformance.py replays the file
without Ruby.  Needs Debian's `ruby`.

    python3 tools/regen_erb.py
"""
import json
import os
import random
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HARNESS = os.path.join(ROOT, 'tools', 'erb_harness.rb')
OUT = os.path.join(ROOT, 'tests', 'conformance', 'erb_cases.json')

VARS = {
    'name': 'web01', 'port': 8080, 'ratio': 0.5, 'big': 1e20, 'small': 0.0001, 'third': 1 / 3,
    'enabled': True, 'off': False, 'nothing': None, 'list': ['a', 'b', 'c'], 'nums': [3, 1, 2],
    'mixed': ['x', 1, None, 2.5, True], 'hash': {'b': 2, 'a': 1},
    'nested': {'srv': {'host': 'h1', 'ports': [80, 443]}, 'opts': ['-v']},
    'empty': '', 'emptylist': [], 'emptyhash': {}, 'text': '  Hello World\n',
    'path': '/etc/app/conf.d/main.conf', 'csv': 'a,b,,c', 'neg': -7, 'words': 'the quick brown fox',
    'servers': [{'name': 's1', 'ip': '10.0.0.1'}, {'name': 's2', 'ip': '10.0.0.2'}],
    'quote': 'say "hi"\tnow', 'unicode': 'caf\u00e9', 'numstr': '42', 'fstr': '3.25abc',
    'ipaddress': '192.168.1.10', 'fqdn': 'web01.example.com', 'Upper': 'up',
}

EXPRESSIONS = r'''
@name
@port
@ratio
@big
@small
@third
@enabled
@off
@nothing
@list
@nums
@mixed
@hash
@nested
@empty
@emptylist
@emptyhash
@undefined_var
@undefined_var.nil?
@nothing.nil?
@name.nil?
@Upper
@quote
@unicode
@list.inspect
@hash.inspect
@mixed.inspect
@quote.inspect
@nested.inspect
@unicode.inspect
"#{@name}:#{@port}"
"a\tb\n"
'a\tb\n'
'it''s'
'it\'s'
"x" "y"
%w[a b  c].inspect
%w(x y).join
%q(single 'quoted')
%Q(double #{@port})
%(plain #{1 + 1})
:sym
:sym.inspect
:"quoted sym".inspect
:sym.to_s.upcase
"str".to_sym.inspect
1 + 2 * 3
(1 + 2) * 3
2 ** 10
-2 ** 2
7 / 2
-7 / 2
7 % 3
-7 % 3
7.0 / 2
1 / 3.0
10.fdiv(4) rescue 'nofdiv'
7.divmod(2) rescue 'nodivmod'
@port + 1
@port.to_s + "x"
@port.to_s.length
@ratio * 4
@ratio + @port
0.1 + 0.2
1e3
1.5e-7
100.0
1_000_000
0x1f
0b101
017
@neg.abs
3.7.round
3.2.ceil
3.7.floor
-3.5.round
2.5.round
3.14159.round(2)
1234.5678.round(-2)
10.to_f
@numstr.to_i + 1
@fstr.to_f
"12abc".to_i
"abc".to_i
Integer("42")
Float("2.5")
Integer(@numstr) * 2
@port.to_s(16)
255.to_s(2)
@port.between?(1, 9000)
@port.zero?
5.times.to_a rescue 'notimes'
@port > 80
@port == 8080
@port != 80
@port <=> 9000
@name == 'web01'
@name.eql?('web01')
@name.equal?('web01')
1 == 1.0
@name < 'zzz'
'a' <=> 'b'
[1, 2] <=> [1, 3]
@enabled && @port
@off || 'fallback'
@nothing || 'default'
@enabled and @off
not @enabled
!@off
!!@nothing
@enabled ? 'yes' : 'no'
@off ? 'yes' : 'no'
@port > 100 ? "big" : "small"
@name.upcase
@name.downcase
'hello world'.capitalize
'HeLLo'.swapcase
@text.strip
@text.lstrip.inspect
@text.rstrip.inspect
@text.chomp.inspect
"abc\r\n".chomp.inspect
"abc".chomp('c')
"abc".chop
@csv.split(',').inspect
@csv.split(',', -1).inspect rescue 'x'
@words.split.inspect
@words.split(' ').inspect
"a  b".split(' ').inspect
@path.split('/').inspect
"a1b2c3".split(/\d/).inspect
@words.gsub('o', '0')
@words.gsub(/(\w+)/) { |w| w.capitalize }
@words.sub(/quick/, 'slow')
@words.gsub(/(\w)(\w*)/, '\2\1')
@words.gsub(/o/, 'o' => '0')
@path.gsub('/', '::')
@ipaddress.gsub('.', '_')
@words =~ /quick/
@words =~ /nope/
(@words =~ /quick/) ? 'm' : 'n'
@words.match(/(\w+) (\w+)/)[2]
@words.match(/(?<first>\w+)/)['first']
@words.match(/zzz/).inspect
@words.scan(/o./).inspect
@words.scan(/(\w)(\w)/).first.inspect
@words.start_with?('the')
@words.end_with?('fox', 'dog')
@words.include?('brown')
@words.length
@words.size
@unicode.length
@unicode.bytesize
@words.index('quick')
@words[0]
@words[0, 3]
@words[4..8]
@words[-3..-1]
@words[/b\w+/]
@words.count('o')
@words.reverse
@words.tr('a-y', 'b-z')
@words.delete('aeiou')
@words.squeeze
"aaabbb".squeeze
@name.center(11, '*')
@name.ljust(8, '.') + '|'
@name.rjust(8) + '|'
@name.ljust(2)
@name * 2
"%s=%d" % ['a', 5]
"%05.2f" % @ratio
"%-6s|" % @name
"%x" % 255
"%o" % 8
"%e" % 12345.678
"%08.3f" % 3.14159
"%+d" % 5
"%s and %s" % [@list, @hash]
"%p" % [@name]
"%%"  % []
"%3$s %1$s" % ['a', 'b', 'c'] rescue 'nopos'
format('%s-%s', @name, @port)
sprintf('%03d', 7)
'%{a}-%<b>05.1f' % { a: 1, b: 2 } rescue 'nonamed'
@name.to_sym.inspect
@name.inspect
@name.to_s
@port.inspect
@nothing.to_s.inspect
@nothing.to_a.inspect
@list.first
@list.last
@list.first(2).inspect
@list.last(2).inspect
@list[1]
@list[-1]
@list[5].inspect
@list[0, 2].inspect
@list[1..-1].inspect
@list.join(', ')
@list.join
@mixed.join('|')
[[1, [2]], 3].join(',')
@list.length
@list.size
@list.count
@nums.sort.inspect
@nums.sort.reverse.inspect
@nums.max
@nums.min
@nums.sum
@nums.inject(:+)
@nums.inject { |a, b| a * b }
@nums.reduce(10) { |a, b| a + b }
@nums.map { |n| n * 2 }.inspect
@nums.collect { |n| n.to_s }.inspect
@nums.select { |n| n > 1 }.inspect
@nums.reject { |n| n > 1 }.inspect
@nums.find { |n| n > 1 }
@nums.any? { |n| n > 2 }
@nums.all? { |n| n > 2 }
@nums.count { |n| n.odd? }
@nums.include?(2)
@nums.index(2)
@nums.sort_by { |n| -n }.inspect
@list.each_with_index.map { |x, i| "#{i}#{x}" }.inspect rescue 'noenum'
@list.each_slice(2).to_a.inspect
@nums.group_by { |n| n.odd? }.inspect
@nums.partition { |n| n > 1 }.inspect
@nums.min_by { |n| (n - 2).abs }
@nums.max_by { |n| -n }
@nums.zip(@list).inspect
@nums.each_with_object([]) { |n, acc| acc << n * 3 }.inspect
[3, 1, 3, 2, 1].uniq.inspect
[1, nil, 2, nil].compact.inspect
[[1, 2], [3, [4]]].flatten.inspect
[[1, 2], [3, [4]]].flatten(1).inspect
[1, 2] + [3]
([1, 2, 3] - [2]).inspect
([1, 2] & [2, 3]).inspect
([1, 2] | [2, 3]).inspect
[1, 2] * 2
[1, 2] * ','
@list.empty?
@emptylist.empty?
@emptylist.first.inspect
@emptylist.max.inspect
@emptylist.sum
@emptylist.join(',').inspect
@list.to_a.inspect
Array(@list).inspect
Array(@name).inspect
Array(@nothing).inspect
Array(@hash).inspect
@list.include?('b')
@list.reverse.inspect
@list.map(&:upcase).inspect rescue 'noamp'
@list.map { |x| x.upcase }.inspect
@list.dup.push('d').inspect
(@list + ['z']).sort.inspect
@list.take(2).inspect
@list.drop(1).inspect
@list.rotate.inspect
@list.values_at(0, 2).inspect
[[1, 'a'], [2, 'b']].to_h.inspect
[['k', 'v']].each { |k, v| }.inspect
@hash['a']
@hash['zz'].inspect
@hash.fetch('a')
@hash.fetch('zz', 'dflt')
@hash.fetch('zz') { |k| k * 2 }
@hash.keys.inspect
@hash.values.inspect
@hash.keys.sort.inspect
@hash.sort.inspect
@hash.sort_by { |k, v| v }.inspect
@hash.to_a.inspect
@hash.length
@hash.key?('a')
@hash.has_key?('zz')
@hash.include?('b')
@hash.empty?
@emptyhash.empty?
@hash.merge('c' => 3).inspect
@hash.merge({'a' => 9}).inspect
@hash.select { |k, v| v > 1 }.inspect
@hash.reject { |k, v| v > 1 }.inspect
@hash.map { |k, v| "#{k}=#{v}" }.join('&')
@hash.collect { |pair| pair.inspect }.join
@hash.min_by { |k, v| v }.inspect
@hash.max_by { |k, v| v }.inspect
@hash.find { |k, v| v == 2 }.inspect
@hash.count { |k, v| v > 0 }
@hash.any? { |k, v| v > 1 }
@hash.all? { |k, v| v > 1 }
@hash.invert.inspect
@hash.key(2)
@hash.values_at('a', 'b').inspect
@hash.to_a.flatten.inspect
@hash.each_with_index.map { |(k, v), i| "#{i}:#{k}" }.inspect rescue 'noenum'
@hash.group_by { |k, v| v.odd? }.inspect
@hash.sort.map { |k, v| "#{k}#{v}" }.join
@hash.inject(0) { |s, (k, v)| s + v }
@hash.sum { |k, v| v }
@nested['srv']['host']
@nested['srv']['ports'].join(' ')
@nested.dig('srv', 'ports', 1)
@nested.dig('nope', 'x').inspect
@nested['opts'].first
@servers.map { |s| s['ip'] }.join(',')
@servers.map { |s| "#{s['name']}:#{s['ip']}" }.inspect
@servers.sort_by { |s| s['name'] }.last['ip']
@servers.find { |s| s['name'] == 's2' }['ip']
{ 'x' => 1, :y => 2 }.inspect
{ a: 1, 'b': 2 }.inspect rescue 'x'
{ a: 1 }[:a]
{ 1 => 'one' }[1]
{}.inspect
[].inspect
[nil, true, false].inspect
(1..5).to_a.inspect
(1...5).to_a.inspect
(1..3).map { |i| i * i }.inspect
(1..10).step(3).to_a.inspect rescue 'nostep'
('a'..'e').to_a.inspect
(1..5).include?(3)
(1..5).sum rescue 'nosum'
(1..4).each_slice(2).map { |a| a.sum }.inspect
@name.is_a?(String)
@port.is_a?(Integer)
@port.is_a?(Numeric)
@ratio.is_a?(Float)
@ratio.kind_of?(Numeric)
@list.is_a?(Array)
@hash.is_a?(Hash)
@enabled.is_a?(TrueClass)
@off.is_a?(FalseClass)
@nothing.is_a?(NilClass)
:s.is_a?(Symbol)
@list.is_a?(Hash)
@name.class
@port.class
@list.class
@nothing.class
@enabled.class
@ratio.class
@hash.class
String === @name
Integer === @name
File.basename(@path)
File.basename(@path, '.conf')
File.basename(@path, '.*')
File.dirname(@path)
File.join('a', 'b', 'c')
File.join('/etc/', '/app')
File.join(['x', 'y'], 'z')
File.extname(@path)
File.basename('/')
File.dirname('file')
scope['name']
scope['::fqdn']
scope.lookupvar('port')
scope.lookupvar('::nothing').inspect
scope['undefined_thing'].inspect
scope['list'].join('+')
scope.call_function('fake_upper', ['abc'])
scope.call_function('fake_join', [@list, 1])
scope.function_fake_upper([@name])
scope.function_fake_count([1, 2, 3])
scope.call_function('fake_nil', []).inspect
scope.call_function('fake_list', []).inspect
has_variable?('name')
has_variable?('nothing')
has_variable?('undefined_var')
file
@name.frozen?
"lit".frozen?
@name.dup.frozen?
@name.respond_to?(:upcase)
@name.respond_to?(:zzz)
[1, [2, 3]].dig(1, 0)
@name.then { |n| n + '!' } rescue 'nothen'
@name.tap { |n| n }.length
@name.succ
'az'.succ
'zz'.succ
'a9'.succ
@name.hex
'ff'.hex
'0x1A'.hex
'777'.oct
@name.chars.inspect
@name.bytes.first
"a\nb\nc".lines.inspect
"a\nb".each_line.to_a.inspect rescue 'x'
@name.casecmp('WEB01')
@name.casecmp?('WEB01')
@name.each_char.to_a.inspect rescue 'noenum'
@name.upcase!.inspect rescue 'frozen'
@name.dup.upcase!.inspect
'ABC'.dup.upcase!.inspect
@nums.max(2).inspect
@nums.min(2).inspect
@nums.first(0).inspect
@nums.sort { |a, b| b <=> a }.inspect
[0.1, 0.25, 3.0].inspect
[1e16, 1e15, 1.0e-5, 123456789.123456789].inspect
2.0 ** 0.5
10.0 / 3
1e100.to_s
-0.0
100.0.to_i
(0.1 * 3).round(2)
5.fdiv(2) rescue 'x'
12.gcd(8)
@port.even?
@port.odd?
@port.succ
@port.pred
65.chr
'A'.ord
@port.digits.inspect
'%.1f%%' % 12.34
@list.each_cons(2).to_a.inspect
@list.each_with_index.to_a.inspect rescue 'x'
[3, 1].sort!.inspect
[1, 2, 3].delete_if { |x| x == 2 }.inspect
@nums.tally.inspect rescue 'x'
@nums.minmax.inspect rescue 'nominmax'
@list.product([1]).inspect
[[1, 2], [3, 4]].transpose.inspect
@list.flat_map { |x| [x, x] }.inspect
@hash.transform_values { |v| v * 10 }.inspect
@hash.each_with_object({}) { |(k, v), h| h[v] = k }.inspect
@hash.to_h { |k, v| [v, k] }.inspect rescue 'x'
@hash.compact.inspect
@hash.slice('a').inspect
@hash.first.inspect
@hash.sort_by { |k, v| k }.first.first
'%-10s|%5s|' % ['ab', 'cd']
'%c' % 65
'%05d' % -42
'%.3e' % 0.000123
'%g' % 1234567.0
'%g' % 0.00001234
'%s' % nil
'%d' % 3.99
'%s' % [[1, 2]]
"#{@list}"
"#{@hash}"
"#{@nothing}|"
"#{@ratio}"
"#{:sym}"
"#{1..3}"
"#{nil.inspect}"
"tab\there"
"\u00e9\x41\101"
"esc \\ \" \#{no}"
'single \\ \n'
"multi
line"
?a
__no_such_method
@nothing.upcase
@name.no_such_method
@list.nosuch
@hash.fetch('zz')
@list.fetch(10)
1 / 0
1 + nil
'a' + 1
@port + 'x'
Integer('abc')
Float('x')
nil + 1
@nothing[0]
@list.first.nope
undefined_name
@nums.sort_by { |n| n.to_s }.inspect
[1, 'a'].sort
[nil, 1].max
raise 'boom'
'abc'.freeze << 'd'
@name << '!'
''.dup << 'ok'
'x'.center(1)
[1,2,3].each_slice(2).map(&:sum) rescue 'noamp'
@undefined_var.to_s.empty?
@undefined_var.to_a.inspect
(@undefined_var || []).length
@name.empty? ? 'e' : 'n'
@emptylist.any?
[nil, false].any?
[nil, false].all?
[].all?
[1, 2].none? { |x| x > 5 }
@list.find_index('b')
@list.each_with_index.select { |x, i| i > 0 }.map(&:first).inspect rescue 'x'
@nums.sort.first
@nums.sort.last(2).inspect
"a-b_c d".tr('-_', '  ')
"Hello"[1..]  rescue 'noendless'
"x=%s" % :sym
@words.split.map(&:capitalize).join(' ') rescue 'x'
@words.split.map { |w| w[0].upcase + w[1..-1] }.join(' ')
@words.gsub(/\s+/, '_').upcase
@words =~ /^the/ ? 'starts' : 'no'
@text =~ /World$/ ? 'eol' : 'no'
"a.b.c".split('.', 2).inspect
"1,2;3".split(/[,;]/).map(&:to_i).inspect rescue 'x'
"1,2;3".split(/[,;]/).map { |x| x.to_i }.sum
'abc'.match?(/b/)
'abc' =~ /(b)(c)/ ? 'yes' : 'no'
/b/ =~ 'abc'
/B/i.match('abc')[0]
/a.c/m.match("a\nc")[0].inspect
Regexp.escape('a.b*c')
Regexp.new('^w').match(@name).to_s
'abc'.sub(/(?<x>b)/, '[\k<x>]')
'aaa'.gsub(/a/) { |m| m.upcase }
'path/to'.gsub('/', '\\')
'a.b'.gsub('.', '\0\0')
'hello'.gsub(/l/, 'L' => 'x')
'x'.gsub(/x/, '\\\\')
'CamelCaseString'.gsub(/([A-Z])/) { "_" + $1.downcase } rescue 'nogvar'
'CamelCase'.gsub(/([a-z])([A-Z])/, '\1_\2').downcase
'  lots   of  space '.split.join(' ')
'key = value'.split('=').map(&:strip).inspect rescue 'x'
'key = value'.split('=').map { |s| s.strip }.inspect
@list.map.with_index { |x, i| i }.inspect rescue 'nowithindex'
@name.start_with?(/w/)
1.0 / 0
-1.0 / 0
(0.0 / 0.0).nan?
2 ** 64
-(2 ** 63)
9999999999999999.0
123456789012345.6
0.1 * 3
1.23456789e-5
1e15
1e16
-1.5e-10
3.0 * 1.1
'5' * 3
[0] * 3
@list * ', '
'abc'.center(9, '12')
'abc'.succ.succ
'Az'.succ
'zz99'.succ
'a'.ljust(3, '-').rjust(5, '+')
'%5.1s|' % 'abc'
@port.to_s.rjust(6, '0')
@ratio.to_s
@third.round(3)
@big.to_i
@small * 10
(@ratio * 100).to_i.to_s + '%'
@servers.length.times.map { |i| i } rescue 'notimes'
@servers.each_with_index.map { |s, i| "#{i}=#{s['name']}" }.join(',') rescue 'x'
@hash.sort_by { |k, v| -v }.map { |k, v| k }.join
@hash.keys.map(&:to_sym).inspect rescue 'x'
@hash.map { |k, v| [k.to_sym, v] }.to_h.inspect rescue 'x'
@nested.keys.sort.join(',')
@nested['srv'].map { |k, v| "#{k}=#{v}" }.sort.join(';')
@nested['srv'].fetch('ports', []).map { |p| p + 1 }.inspect
@nested.fetch('srv', {}).fetch('host', 'none')
@nested['srv']['missing'].to_s.empty?
'abc'.each_char.map { |c| c.ord }.inspect rescue 'x'
'%s' % @list
'%s' % [@list]
@mixed.compact.map(&:to_s).inspect rescue 'x'
@mixed.map { |x| x.class }.inspect
@mixed.select { |x| x.is_a?(Numeric) }.inspect
@mixed.reject(&:nil?).length rescue 'x'
@mixed.reject { |x| x.nil? }.length
@list.each_slice(2).map { |a| a.join }.inspect
@list.zip([1, 2, 3]).map { |l, n| "#{l}#{n}" }.join
@list.inject('') { |acc, x| acc + x.upcase }
[1, 2, 3].inject { |sum, x| sum + x }
[[1, 2], [3, 4]].map { |a, b| a * b }.inspect
[[1, [2, 3]]].map { |a, (b, c)| a + b + c }.inspect
[1, 2, 3].each_with_index.map { |x, i| x * i }.inspect rescue 'x'
{ 'a' => [1, 2] }.map { |k, (x, y)| "#{k}#{x}#{y}" }.join
[3, 1, 2].sort.reverse.first
[1, 2, 3, 4].select(&:even?).inspect rescue 'x'
[1, 2, 3, 4].select { |n| n.even? }.inspect
[1, 2, 3, 4].each_slice(3).to_a.last.inspect
[1, [2, nil]].flatten.compact.inspect
['b', 'a', 'C'].sort.inspect
['b', 'a', 'C'].sort_by { |s| s.downcase }.inspect
['b', 'a', 'C'].max
['10', '9', '100'].sort.inspect
['10', '9', '100'].sort_by { |s| s.to_i }.inspect
['x', 'y'].each_with_index.to_a.inspect rescue 'x'
{ 'k' => nil }.inspect
{ nil => 1 }.inspect
{ 1.5 => :a }.inspect
[:a, 'b', 1, 2.0, nil, true, [], {}].inspect
[:a, 'b', 1, 2.0, nil, true, [], {}].to_s
[:a, 'b', 1, 2.0, nil, true, [], {}].join(',')
'"quoted"'.inspect
"it's".inspect
"\e[0m".inspect
"back\\slash".inspect
"\#{x}".inspect
"#x".inspect
"\x01".inspect
"\x7f".inspect
'a' == :a
:a == :a
nil == false
[] == []
{} == {}
[1, 'a'] == [1, 'a']
1.eql?(1.0)
1 == 1.0
'A' == 'a'
'' ? 't' : 'f'
0 ? 't' : 'f'
[] ? 't' : 'f'

@hash.to_yaml
@list.to_yaml
@nested.to_yaml
@servers.to_yaml
@mixed.to_yaml
@name.to_yaml
@port.to_yaml
@emptyhash.to_yaml
{ 'a' => nil, 'b' => [], 'c' => {}, 'd' => [[1, 2], { 'e' => 'f' }] }.to_yaml
['y: z', '', 'true', '1.5', 'multi' + "\n" + 'line', '-x', ' lead', '#c', 'a #b', 'null', '~', 'yes', 'On', '0o7', '1e3', ':sym', 'k:', '0123', '08', '1_000', '.5', '+1', 'y', 'N', '=', '1:2', '2001-01-01', 'plain words', '"q"', "it's", 'x"', 'a/b.c', 'é'].to_yaml
{ 'é' => 'ü', 'k:' => 'v', 1 => 'int key', :sym => 'symbol key', 'list' => ['a', { 'n' => 1 }] }.to_yaml
{ 'text' => "line1\nline2\n", 'two' => "a\nb" }.to_yaml
[1.5, 1e20, -0.0, 100, true, false, nil].to_yaml
require 'shellwords'
Shellwords.escape("it's a file.txt")
Shellwords.escape('')
"a b".shellescape
Shellwords.join(['a b', 'c'])
scope.call_function('fake_count', @hash)
scope.call_function('fake_count', nil)
scope.call_function('fake_join', 'one')

JSON.pretty_generate({ 'a' => [1, { 'b' => nil }], 'c' => {}, 'd' => [] }, space_before: ' ')
JSON.pretty_generate(@nested)
JSON.pretty_generate([])
JSON.pretty_generate({})
JSON.generate(@mixed)
@hash.to_json
@servers.to_json
{ 'x' => "caf\u00e9\u0001/\"\\", :s => 1.5, 2 => nil }.to_json
@hash.flatten.inspect
{ 'a' => [1, [2]] }.flatten(2).inspect
defined?(@name)
defined?(@nothing).inspect
defined?(@undefined_var).inspect
defined? @name
defined?(@hash.fetch('a'))
defined?(@nothing.fetch('a')).inspect
defined?(@hash.nosuch).inspect
defined?(scope['x'])
defined?(String)
defined?(Nope).inspect
defined?(file)
defined?(nosuch).inspect
defined?(x = 1)
defined?(@nested.fetch('srv', {})['host'])
@enabled && (defined? @nested.fetch('srv', {})['host'])
['', 'x'].include?@name
['a', 'web01'].include?@name.downcase
'''.strip().split('\n')

STATEMENTS = r'''
<% x = 1 %><%= x %>
<% begin %>a<%= 1/0 %><% rescue %>b<% end %>
<% [1].each do |x| %>c<%= x/0 %><% end rescue nil %>
<% begin %><%= @hash.fetch('zz') %><% rescue KeyError => e %><%= e.message %><% else %>no<% end %>
<% begin %>ok<% rescue %>bad<% else %>else<% end %>
<% x = 1; y = 2 %><%= x + y %>
<% a, b = 1, 2 %><%= a %><%= b %>
<% a, b = [3, 4] %><%= a * b %>
<% x = nil %><%= x.inspect %>
<% x ||= 5 %><%= x %>
<% x = 1 %><% x += 2 %><%= x %>
<% x = 'a' %><% x += 'b' %><%= x %>
<% x = 2 %><% x *= 3 %><%= x %>
<% x = 3 %><% x -= 1 %><%= x %>
<% h = {} %><% h['a'] = 1 %><%= h.inspect %>
<% h = {} %><% h['a'] ||= [] %><% h['a'] << 1 %><%= h.inspect %>
<% l = [] %><% l << 1 << 2 %><%= l.inspect %>
<% l = [] %><% l.push(1, 2) %><%= l.inspect %>
<% s = '' %><% s << 'a' %><% s << 'b' %><%= s %>
<% s = "" %><% @list.each do |x| s << x %><% end %><%= s %>
<% s = [] %><% @hash.each do |k, v| s << "#{k}#{v}" end %><%= s.join %>
<% s = [] %><% @hash.each_pair { |k, v| s << k } %><%= s.inspect %>
<% @x = 1 %><%= @x %>
<% @name = 'other' %><%= @name %>
<% if @enabled %>on<% end %>
<% if @off %>on<% else %>off<% end %>
<% if @port > 9000 %>a<% elsif @port > 8000 %>b<% else %>c<% end %>
<% unless @off %>u<% end %>
<% unless @enabled %>u<% else %>v<% end %>
<% if @nothing %>x<% end %>|
<% if @undefined_var %>x<% else %>y<% end %>
<% if @empty %>empty string is true<% end %>
<% if @emptylist %>empty list is true<% end %>
<% if @port == 8080 and @enabled %>both<% end %>
<% if @port == 80 or @enabled %>either<% end %>
<% if !@off && @enabled then %>then<% end %>
<% if @enabled then %>a<% end %>
<%= 'mod' if @enabled %>|
<%= 'mod' if @off %>|
<%= 'mod' unless @off %>|
<% x = 5 if true %><%= x %>
<% x = 5 if false %><%= x.inspect %>
<% case @name when 'web01' %>hit<% when 'db' %>db<% else %>miss<% end %>
<% case @port when 1..1000 %>low<% when 1001..9999 %>high<% end %>
<% case @port when Integer %>int<% when String %>str<% end %>
<% case @name when /^web/ then %>web<% else %>other<% end %>
<% case @name
   when 'a', 'web01' %>multi<% end %>
<% case
   when @port > 9000 %>big<% when @port > 8000 %>mid<% end %>
<%= case @port when 8080 then 'alt' else 'std' end %>
<% i = 0 %><% while i < 3 %><%= i %><% i += 1 %><% end %>
<% i = 3 %><% until i == 0 %><%= i %><% i -= 1 %><% end %>
<% i = 0 %><% while true %><% i += 1 %><% break if i > 4 %><% end %><%= i %>
<% @list.each do |x| %><% next if x == 'b' %><%= x %><% end %>
<%= @list.map { |x| next 'B' if x == 'b'; x }.join %>
<%= @list.each { |x| break x.upcase if x == 'b' } %>
<% @list.each_with_index do |x, i| %><%= i %>:<%= x %> <% end %>
<% @nums.sort.each do |n| -%><%= n %>,<% end -%>
<% @hash.sort.each do |k, v| -%>
<%= k %> = <%= v %>
<% end -%>
<% @hash.keys.sort.each do |k| -%>
<%= k %>: <%= @hash[k] %>
<% end -%>
<% @servers.each do |s| -%>
server <%= s['name'] %> <%= s['ip'] %>:<%= @port %>
<% end -%>
<% @list.each_slice(2) do |a, b| %>[<%= a %>,<%= b.inspect %>]<% end %>
<% @nested.each do |k, v| -%>
<%   if v.is_a?(Hash) -%>
<%=    k %>: hash
<%   else -%>
<%=    k %>: <%= v.inspect %>
<%   end -%>
<% end -%>
<% 3.times do |i| %><%= i %><% end %>
<% 1.upto(3) { |i| %><%= i %><% } %>
<% 3.downto(1) { |i| %><%= i %><% } %>
<% (1..3).each do |i| %><%= i %><% end %>
<% [[1, 2], [3, 4]].each do |a, b| %><%= a + b %> <% end %>
<% [[1, [2, 3]]].each do |a, (b, c)| %><%= a %><%= b %><%= c %><% end %>
<% {'a' => 1}.each_with_index do |(k, v), i| %><%= k %><%= v %><%= i %><% end %>
<% x = 10 %><% [1].each { |y| x += y } %><%= x %>
<% [1].each { |y| z = y } %><%= z rescue 'noz' %>
<%= @list.map do |x| x.upcase end.join %>
<%= [1, 2].map { |x|
  x * 2
}.inspect %>
<%= @list
  .map { |x| x * 2 }
  .join('-') %>
<%= [1,
     2].inspect %>
<%= { 'a' => 1,
      'b' => 2 }.inspect %>
<%= @port +
    1 %>
<%= @enabled &&
    @port %>
<% x = <<-EOS
  heredoc #{@name}
  EOS
%><%= x %>
<% x = <<~EOS
    squiggly
      indented
    EOS
-%><%= x %>
<% x = <<-'EOS'
  raw #{no}
  EOS
-%><%= x %>
<%= "a" \
  "b" %>
<% # a ruby comment %>after
<% # a ruby comment -%>
after
<%# an erb comment %>after
<%# multi
line
comment %>after
<%= 1 # trailing comment %>
<% x = 5 # comment %>
<%= x %>
<%= 'a'; 'b' %>
<%= (x = 3; x * 2) %>
<%= %>
<% %>
<%= nil %>
<%= '' %>
<%=@name%>
<%=  @name  %>
<%= @name -%>
<%= @name
%>
<%
  x = 1
  y = 2
%><%= x + y %>
<%- if true -%>
  a
<%- end -%>
<% if true %>
  b
<% end %>
<% if true -%>
  c
<% end -%>
  <% if true -%>
  d
  <% end -%>
  <%- if true -%>
  e
  <%- end -%>
<%- x = 1 %> f
<% x = 1 -%> g
<%= 'h' -%>
i
<%% literal %%>
<%%= not code %>
<%= '%%>' %>
<%= "<%" + "%>" %>
50%% off
100% sure
a%>b
<%= 1 %%>
<% if true %><%= 'x' %><% else %><%= 'y' %><% end %>
<% if true
%>multi-line condition<%
end %>
<% [1,2].each do |x| -%>
  <%- if x == 1 -%>
    one
  <%- else -%>
    other
  <%- end -%>
<% end -%>
<%= [1, 2, 3].select do |x| x > 1 end.inspect %>
<%= [1, 2].map do |x| x end.inspect %>
<% x = [] %><% x.push 1 %><%= x.inspect %>
<%= @list.join ', ' %>
<%= @hash.fetch 'a' %>
<%= @name.center 11, '-' %>
<%= File.basename @path %>
<%= scope.function_fake_upper [@name] %>
<%= scope.call_function 'fake_upper', ['x'] %>
<%= @list.include? 'a' %>
<%= [1, 2].include?(1) ? 'y' : 'n' %>
<%= @port.to_s + ':' + @name %>
<%= @nothing.to_s + 'x' %>
<%= (@nothing || 'd').to_s %>
<%= @list.length > 2 ? "many" : "few" %>
<%= @name.length>3 %>
<%= @port*2 %>
<%= @port -1 %>
<%= @port - 1 %>
<%= [@port -1].inspect %>
<%= @nums.max -1 %>
<%= @hash['a']+1 %>
<%= @list[0]+@list[1] %>
<%= -@port %>
<%= - @port %>
<%= +@port %>
<%= !@enabled %>
<%= @port.to_s * 2 %>
<%= "#{@port}" * 2 %>
<%= @list.map{|x|x*2}.join %>
<%= @list.map {|x|x}.size %>
<%= [@port, @name].compact.join(':') %>
<%= {:a=>1}[:a] %>
<%= {"a"=>{"b"=>1}}["a"]["b"] %>
<%= [[1]].first.first %>
<%= @hash.keys.first.upcase %>
<%= @list.first.upcase.downcase.capitalize %>
<%= @list.
  first %>
<% @list.each do |item| -%>
* <%= item %>
<% end -%>
<% @list.each { |item| -%>
+ <%= item %>
<% } -%>
<% @list.each_with_index do |item, idx| -%>
<%= idx + 1 %>. <%= item %><%= ',' unless idx == @list.length - 1 %>
<% end -%>
<% unless @emptylist.empty? -%>
never
<% end -%>
<% if @emptylist.empty? -%>
empty
<% end -%>
<% if has_variable?('name') then -%>
has
<% end -%>
<% if scope['enabled'] -%>
scoped
<% end -%>
<% if scope.lookupvar('off') == false -%>
falsy
<% end -%>
<%- if $undefined_global -%>set<%- else -%>unset<%- end -%>
<%= $remote_servers.inspect %> <%= $nope.nil? %> <%= [$a1, $b2].compact.size %>
<% def sorted(h, deep = true, &block); h.keys.sort(&block).reduce({}) { |memo, k| memo[k] = (deep && h[k].is_a?(Hash)) ? sorted(h[k], true, &block) : h[k]; memo }; end -%>sorted <%= sorted(@nested).inspect %> <%= sorted(@hash) { |a, b| b <=> a }.inspect %> <%= sorted({'z' => {'b' => 1, 'a' => 2}}, false).inspect %>
<% def twice(x, &blk) blk ? blk.call(x) * 2 : x end -%><%= twice(3) { |v| v + 1 } %> <%= twice(3) %> <%= twice(2, &:succ) %>
<% def each_twice(list, &blk); list.each(&blk); list.each(&blk); end -%><% each_twice(@list) { |x| -%><%= x %><% } -%>
<% def pass_nil(&b); [3, 1, 2].sort(&b); end -%><%= pass_nil.inspect %> <%= pass_nil { |a, b| b <=> a }.inspect %>
<% def bad(&b); [1].map(&b); end -%><%= bad(&@port) rescue 'E' %>
<% ['name', 'port', 'nothing', 'nope', 'list'].each do |p| -%><%= p %>=<%= instance_variable_get("@#{p}").inspect %> <%= instance_variable_defined?("@#{p}") %> <%= instance_variable_get(:"@#{p}").class %>;<% end -%>
<% @mine = 'm' -%><%= instance_variable_get('@mine') %> <%= instance_variable_defined?(:@mine) %> <%= (instance_variable_get('name') rescue 'E') %> <%= (instance_variable_get('@1x') rescue 'E2') %>
<% begin %><% raise "boom" %><% rescue => e %><%= e.message %><% end %>|<%= (raise "x" rescue "caught") %>|<% begin; @list.fetch(9); rescue IndexError, KeyError => err; %><%= err.class %><% end %>
<%= @list.each do |x| %>x<% end %>
<% if true %>
<% end
'''.strip().split('\n')

TRIM_PIECES = ['<% x = 1 %>', '<%- x = 1 %>', '<% x = 1 -%>', '<%- x = 1 -%>', '<%= 7 %>',
               '<%= 7 -%>', '<%# c %>', '<%# c -%>', '<%-# c %>', '<%% %>', '%%>', '<%%= x %>',
               '<% if true -%>', '<% end -%>', '<%- if false -%>', '<%- end -%>', '<%= "a\nb" %>']
TRIM_TEXT = ['', 'a', ' ', '\n', '  ', '\t', 'x\n', '\n\n', ' \n', '\r\n', 'y ']


def trimming_cases(count, seed=11):
    rng = random.Random(seed)
    cases = []
    while len(cases) < count:
        parts = [rng.choice(TRIM_TEXT)]
        opened = 0
        for _ in range(rng.randint(1, 3)):
            piece = rng.choice(TRIM_PIECES)
            if 'end' in piece:
                if not opened:
                    continue
                opened -= 1
            if 'if ' in piece:
                opened += 1
            parts.append(piece)
            parts.append(rng.choice(TRIM_TEXT))
        parts.extend(['<% end -%>'] * opened)
        template = ''.join(parts)
        if template not in cases:
            cases.append(template)
    return cases


# Scanner edge cases, exact strings (no line splitting).
SCANNER_CASES = [
    'a<% b', 'a<%= 1', '<%# unclosed comment', 'x<%- y = 1 -%>  \n', '<%= 1 -%>\r\nx',
    '  \t<%- if true -%>\r\nin\r\n<%- end -%>\r\nout', '<%=\n1\n%>', 'text -%> more', 'a %> b',
    "<% x = '%>' %>", "<%= '-%>' %>", '<%= "a" %%> "b" %>', '<%%= x %%>', '<%%', '%%>', '<%', '%>',
    '<%-', '-%>', '<%#', '<%= %>x', '<% %>\n', '<% -%>\n\n', '<%- -%>', ' <%- -%> ', 'a\n  <%- -%>b',
    'a\n\t <%- -%>\n\n', '<%- x = 1 -%><%- y = 2 -%>\n', '<%= 1 %>\n<%= 2 -%>\n<%= 3 %>\n',
    '<%# a %><%# b -%>\n<%-# c -%>\n', '<% if true %>\n<% end %>\n', 'line\r\n<% x = 1 -%>\r\nnext',
]


# String methods over awkward inputs (unicode, blanks, numbers, separators).
STRING_INPUTS = ['', ' ', 'abc', '  Mixed Case  ', 'stra\u00dfe', '\u00c9t\u00e9', '1_000', '1__2', ' 12abc',
                 '-3.5e2x', '0x1A', 'a,b,,c,,', 'a  b\tc\n', 'x\r\n', 'tab\there', 'CamelCaseWord', 'snake_case_word']
STRING_METHODS = ['upcase', 'downcase', 'capitalize', 'swapcase', 'strip', 'lstrip', 'rstrip', 'chomp', 'chop',
                  'to_i', 'to_f', 'split', "split(',')", "split(',', -1)", 'length', 'reverse', 'inspect',
                  'empty?', 'succ', 'hex', "center(12, '*')", "tr('a-c', 'A-C')", 'squeeze', "count('a-z')",
                  "delete('a')", 'chars', "start_with?('a')", 'to_sym.inspect', "gsub(/[aeiou]/, '*')",
                  "sub(/(\\w+)/) { |w| w.upcase }", 'split(//)', "ljust(8, '.')", "index('a')"]


def string_method_cases():
    out = []
    for method in STRING_METHODS:
        for text in STRING_INPUTS:
            out.append('<%%= %s.%s.inspect %%>' % (_ruby_string(text), method))
    return out


def _ruby_string(text):
    return '"%s"' % ''.join({'"': '\\"', '\\': '\\\\', '\n': '\\n', '\t': '\\t', '\r': '\\r',
                              '#': '\\#'}.get(c, c) for c in text)


# Array and Hash methods over mixed collections (Ruby literals).
ARRAY_INPUTS = ['[]', '[1]', '[3, 1, 2]', "['b', 'a', 'c']", "[1, 'a']", '[nil, 1]', '[[1, 2], [3]]',
                '[1.5, 2]', "['a', 'a', 'b']", '[true, false, nil]', '[-1, 0, 10]']
ARRAY_METHODS = ['sort', 'uniq', 'compact', 'flatten', 'first', 'last', 'max', 'min', 'sum', "join('-')",
                 'reverse', 'length', 'include?(1)', 'index(1)', 'take(2)', 'drop(1)', 'each_slice(2).to_a',
                 'zip([9])', 'rotate', 'minmax', 'tally', 'group_by { |x| x.class }',
                 'partition { |x| x.is_a?(Integer) }', 'count(1)', 'to_s', 'first(2)', 'last(2)',
                 'map { |x| x.to_s }', 'select { |x| x }', 'each_with_index.to_a', 'inject { |a, b| a }',
                 'sort_by { |x| x.to_s }', 'any?', 'all?', 'none?', 'empty?', '[1..-1]', '[-2, 2]', 'values_at(0, 5)']
HASH_INPUTS = ['{}', "{ 'a' => 1 }", "{ 'b' => 2, 'a' => 1 }", "{ 'k' => nil, :s => [1] }", "{ 1 => 'x', 'y' => {} }"]
HASH_METHODS = ['keys', 'values', 'sort', 'to_a', 'length', 'invert', 'first', "key?('a')", "fetch('a', 0)",
                "dig('a')", 'min_by { |k, v| v.to_s }', 'sort_by { |k, v| k.to_s }', 'map { |k, v| [v, k] }',
                'select { |k, v| v }', 'reject { |k, v| v }', 'count', 'to_s', 'flatten', 'compact',
                "merge({ 'a' => 9 })", 'group_by { |k, v| v.class }', 'each_with_index.to_a', 'any?', 'empty?',
                'sum([])', 'find { |k, v| v }', 'transform_values { |v| v.to_s }', 'each_slice(1).to_a']


def collection_cases():
    out = []
    for method in ARRAY_METHODS:
        for value in ARRAY_INPUTS:
            if method == 'tally' and value.startswith('[['):
                continue    # arrays as hash keys: refused (tests/test_erb.py)
            out.append('<%%= %s.%s.inspect %%>' % (value, method) if not method.startswith('[')
                       else '<%%= %s%s.inspect %%>' % (value, method))
    for method in HASH_METHODS:
        for value in HASH_INPUTS:
            if method == 'invert' and ('[' in value or '{}' in value[1:]):
                continue    # arrays and hashes as hash keys: refused (tests/test_erb.py)
            out.append('<%%= %s.%s.inspect %%>' % (value, method))
    return out


# Numbers under operators and methods, and format directives over values.
NUMBERS = ['0', '7', '-7', '2.5', '-2.5', '1e20', '0.1', '3', '1234.5678', '(2 ** 70)']
NUMBER_OPS = [' + 2', ' - 2.5', ' * 3', ' / 2', ' % 3', ' ** 2', '.round', '.round(1)', '.round(-1)', '.floor',
              '.ceil', '.abs', '.to_s', '.to_i', '.divmod(2)', '.fdiv(3)', '.to_f', ' <=> 3', '.between?(0, 5)',
              '.clamp(0, 5)', '.zero?', '.inspect', ' == 7.0', '.is_a?(Integer)']
FORMATS = ['%d', '%5.2f', '%e', '%g', '%x', '%s', '%p', '%-5d|', '%+.1f', '%05d', '%.3s', '%o', '%10.4f', '%-8s|']
FORMAT_VALUES = ['0', '42', '-3.7', '1e10', "'str'", '255', '0.000123', '(2 ** 40)']


def number_cases():
    out = ['<%%= (%s%s).inspect %%>' % (n, op) for op in NUMBER_OPS for n in NUMBERS]
    out += ["<%%= '%s' %% %s %%>" % (f, v) for f in FORMATS for v in FORMAT_VALUES]
    return out


def all_cases():
    cases = [{'template': t, 'vars': {}} for t in SCANNER_CASES]
    cases += [{'template': t, 'vars': {}} for t in string_method_cases()]
    cases += [{'template': t, 'vars': {}} for t in collection_cases()]
    cases += [{'template': t, 'vars': {}} for t in number_cases()]
    for expr in EXPRESSIONS:
        cases.append({'template': '<%= ' + expr + ' %>', 'vars': VARS})
    for template in _statement_cases():
        cases.append({'template': template, 'vars': VARS})
    for template in trimming_cases(220):
        cases.append({'template': template, 'vars': {}})
    return cases


def _statement_cases():
    out = []
    current = None
    for line in STATEMENTS:
        if line.startswith('<') or current is None:
            if current is not None and _balanced(current):
                out.append(current)
                current = line
                continue
            current = line if current is None else current + '\n' + line
        else:
            current += '\n' + line
    if current is not None:
        out.append(current)
    return out


def _balanced(template):
    """A statement case ends where the next line starts a new tag at a balanced point."""
    # '%%>' counts as a closer: a case holding one ('<%= 1 %%>', a tag Ruby
    # leaves unclosed) would otherwise swallow every statement after it.
    opens = template.count('<%') - template.count('<%%')
    closes = template.count('%>')
    return opens <= closes


def main():
    cases = all_cases()
    proc = subprocess.run(['ruby', HARNESS], input=json.dumps(cases), capture_output=True,
                          text=True, check=True)
    results = json.loads(proc.stdout)
    out = []
    for case, result in zip(cases, results):
        entry = {'template': case['template'], 'vars': 'VARS' if case['vars'] is VARS else case['vars']}
        entry.update(result)
        out.append(entry)
    with open(OUT, 'w', encoding='utf-8') as f:
        json.dump({'vars': VARS, 'cases': out}, f, indent=1, ensure_ascii=False)
        f.write('\n')
    errors = sum(1 for e in out if 'error' in e)
    print('%d cases (%d errors) -> %s' % (len(out), errors, os.path.relpath(OUT, ROOT)))


if __name__ == '__main__':
    sys.exit(main())
