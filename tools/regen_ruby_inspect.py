#!/usr/bin/env python3
"""Regenerate what Ruby's String#inspect escapes, from the Ruby Puppet runs on
(Puppet 7.23 on Debian: /usr/bin/ruby 3.1):

* lazygraph/values/ruby_unprintable.json: the ranges of code points Ruby
  writes as \\uXXXX or \\u{XXXXX} (control characters, line and paragraph
  separators, and what Ruby's Unicode tables leave unassigned -- not Python's:
  their Unicode versions differ);
* tests/conformance/ruby_inspect.json: tricky strings with Ruby's inspect of
  each, of an array and a hash holding them, and of `%p` in format.

    python3 tools/regen_ruby_inspect.py
"""
import json
import os
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TABLE = os.path.join(ROOT, 'lazygraph', 'values', 'ruby_unprintable.json')
CASES = os.path.join(ROOT, 'tests', 'conformance', 'ruby_inspect.json')

RANGES = r'''
require "json"
SIMPLE = { 0x22 => true, 0x5c => true }      # \" and \\ are not code point escapes
ranges = []
(0..0x10FFFF).each do |cp|
  next if cp >= 0xD800 && cp <= 0xDFFF
  s = [cp].pack("U")
  next if SIMPLE[cp] || s.inspect == "\"#{s}\""
  if ranges.any? && ranges[-1][1] == cp - 1 then ranges[-1][1] = cp else ranges << [cp, cp] end
end
puts JSON.generate(ranges)
'''

INSPECT = r'''
require "json"
strings = JSON.parse(STDIN.read)
puts JSON.generate(strings.map { |s|
  {"string" => s, "inspect" => s.inspect, "array" => [s, 1, nil].inspect,
   "hash" => {s => [true, 1.5]}.to_s, "format" => format("%p", s)}
})
'''

TRICKY = [
    '', 'plain', 'say "hi"', 'back\\slash', 'tab\there', 'new\nline', 'cr\rlf\n',
    '#{interp}', '#$global', '#@ivar', '#@@cvar', '#not', 'ends with #', '##{x}', '\\#{x}',
    '\x00\x01\x02\x1f', '\a\b\v\f\x1b', '\x7f', '\x80\x85\x9f', 'no\u00a0break',
    'soft\u00adhyphen', 'zero\u200bwidth', 'ltr\u200emark', 'bom\ufeff', 'line\u2028sep',
    'para\u2029sep', 'caf\u00e9 na\u00efve', '\u65e5\u672c\u8a9e', 'emoji \U0001f600',
    'private \ue000', 'nonchar \uffff', 'unassigned \u0378', 'last \U0010ffff',
    'new in Unicode 14 \u0890 \u0891', 'combining e\u0301', 'rtl \u05d0\u05d1',
    "single 'quote'", 'mixed #{"a"}\t\u00e9\x01',
]


def main():
    ranges = json.loads(subprocess.run(['ruby', '-e', RANGES], capture_output=True,
                                       text=True, check=True).stdout)
    with open(TABLE, 'w') as f:
        f.write('[\n%s\n]\n' % ',\n'.join(json.dumps(r) for r in ranges))
    cases = json.loads(subprocess.run(['ruby', '-e', INSPECT], input=json.dumps(TRICKY),
                                      capture_output=True, text=True, check=True).stdout)
    with open(CASES, 'w') as f:
        json.dump(cases, f, indent=1, ensure_ascii=False)
        f.write('\n')
    print('%d ranges, %d cases' % (len(ranges), len(cases)))


if __name__ == '__main__':
    main()
