# frozen_string_literal: true

require 'puppet/resource_api'

Puppet::ResourceApi.register_type(
  name: 'rapi_rule',
  docs: <<-EOS,
    A rule, written for lazygraph's conformance suite.
  EOS
  features: ['canonicalize'],
  attributes: {
    ensure: {
      type: 'Enum[present, absent]',
      desc: 'Whether the rule exists.',
      default: 'present',
    },
    name: {
      type: 'String',
      desc: 'The rule name.',
      behaviour: :namevar,
    },
    port: {
      type: 'Optional[Variant[Integer, Array[Integer]]]',
      desc: 'Ports.',
    },
    table: {
      type: 'Enum[filter, nat]',
      desc: 'The table.',
      default: 'filter',
      behaviour: :parameter,
    },
    line: {
      type: 'String',
      desc: 'The line as read back.',
      behaviour: :read_only,
    },
  },
)
