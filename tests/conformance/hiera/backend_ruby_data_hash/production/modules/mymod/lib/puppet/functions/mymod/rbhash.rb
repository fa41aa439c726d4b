Puppet::Functions.create_function(:'mymod::rbhash') do
  dispatch :dh do
    param 'Hash', :options
    param 'Puppet::LookupContext', :context
  end

  def dh(options, context)
    { 'h' => '%{facts.hostname} from hash', 'n' => [1, 2], 'where' => File.basename(options['path'].to_s) }
  end
end
