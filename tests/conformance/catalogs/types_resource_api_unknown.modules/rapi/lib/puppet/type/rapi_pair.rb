# frozen_string_literal: true

require 'puppet/resource_api'

Puppet::ResourceApi.register_type(
  name: 'rapi_pair',
  docs: 'Two key attributes, split from the title.',
  title_patterns: [
    {
      pattern: %r{^(?<left>[^:]+):(?<right>.+)$},
      desc: 'left:right',
    },
    {
      pattern: %r{^(?<left>.*)$},
      desc: 'left only',
    },
  ],
  attributes: {
    ensure: { type: 'Enum[present, absent]', desc: 'Present?', default: 'present' },
    left: { type: 'String', desc: 'Left.', behaviour: :namevar },
    right: { type: 'String', desc: 'Right.', behaviour: :namevar, default: 'none' },
    value: { type: 'Optional[String]', desc: 'A value.' },
  },
)
