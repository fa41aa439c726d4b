# The resource types Puppet 7.23 knows without modules, as ARM-7 types.
# Written by tools/regen_core_types.py from lazygraph/catalog/core_types.json:
# do not edit; change the generator (lazygraph/types/arm7_form.py) instead.
#
# Attribute values are Any: Puppet's compiler accepts any value (the agent
# validates values when it applies a catalog). The checks are what Puppet's
# compiler refuses. Key attributes, title patterns and isomorphism are
# comments: ARM-7 has no words for them.

# Every resource has the metaparameters.
type Builtin::Resource {
  abstract
  attr noop, Any   # metaparameter
  attr schedule, Any   # metaparameter
  attr audit, Any { max => unbound }   # metaparameter
  attr loglevel, Any   # metaparameter
  attr alias, Any { max => unbound }   # metaparameter
  attr tag, Any { max => unbound, check => { if "${it}" !~ /\A\w[\w:.\-]*\z/ { "Invalid tag '${it}'" } } }   # metaparameter
  attr require, Any { max => unbound }   # metaparameter
  attr subscribe, Any { max => unbound }   # metaparameter
  attr before, Any { max => unbound }   # metaparameter
  attr notify, Any { max => unbound }   # metaparameter
  attr stage, Any { check => { "Only classes can set 'stage'; normal resources cannot change run stage" } }   # metaparameter
}

# augeas: key attribute name
#   title /(?ms)(.*)/ gives name
#   from vendored module augeas_core
type Builtin::Augeas inherits Builtin::Resource {
  attr name, Any   # parameter, key attribute
  attr context, Any   # parameter
  attr onlyif, Any   # parameter
  attr changes, Any   # parameter
  attr root, Any   # parameter
  attr load_path, Any   # parameter
  attr force, Any   # parameter
  attr type_check, Any   # parameter
  attr lens, Any   # parameter
  attr incl, Any   # parameter
  attr show_diff, Any   # parameter
  attr provider, Any   # parameter
  attr returns, Any   # property
}

# component: key attribute name
#   title /(?ms)(.*)/ gives name
type Builtin::Component inherits Builtin::Resource {
  attr name, Any   # parameter, key attribute
}

# cron: key attribute name
#   title /(?ms)(.*)/ gives name
#   from vendored module cron_core
type Builtin::Cron inherits Builtin::Resource {
  attr name, Any   # parameter, key attribute
  attr provider, Any   # parameter
  attr ensure, Any   # property
  attr command, Any   # property
  attr special, Any   # property
  attr minute, Any   # property
  attr hour, Any   # property
  attr weekday, Any   # property
  attr month, Any   # property
  attr monthday, Any   # property
  attr environment, Any   # property
  attr user, Any   # property
  attr target, Any   # property
}

# exec: key attribute command
#   title /(?ms)(.*)/ gives command
#   not isomorphic: the title is not checked for uniqueness
type Builtin::Exec inherits Builtin::Resource {
  attr command, Any   # parameter, key attribute
  attr name, Any   # sets the namevar command
  attr path, Any   # parameter
  attr user, Any   # parameter
  attr group, Any   # parameter
  attr cwd, Any   # parameter
  attr logoutput, Any   # parameter
  attr refresh, Any   # parameter
  attr environment, Any   # parameter
  attr umask, Any   # parameter
  attr timeout, Any   # parameter
  attr tries, Any   # parameter
  attr try_sleep, Any   # parameter
  attr refreshonly, Any   # parameter
  attr creates, Any   # parameter
  attr unless, Any   # parameter
  attr onlyif, Any   # parameter
  attr provider, Any   # parameter
  attr returns, Any   # property
}

# file: key attribute path
#   title /(?ms)^(/|.+:/|.*[^/])/*(?=\n?\Z)/ gives path
type Builtin::File inherits Builtin::Resource {
  attr path, Any   # parameter, key attribute
  attr name, Any   # sets the namevar path
  attr backup, Any   # parameter
  attr recurse, Any   # parameter
  attr recurselimit, Any   # parameter
  attr max_files, Any   # parameter
  attr replace, Any   # parameter
  attr force, Any   # parameter
  attr ignore, Any   # parameter
  attr links, Any   # parameter
  attr purge, Any   # parameter
  attr sourceselect, Any   # parameter
  attr show_diff, Any   # parameter
  attr staging_location, Any   # parameter
  attr validate_cmd, Any   # parameter
  attr validate_replacement, Any   # parameter
  attr provider, Any   # parameter
  attr checksum, Any   # parameter
  attr source, Any   # parameter
  attr source_permissions, Any   # parameter
  attr selinux_ignore_defaults, Any   # parameter
  attr content, Any   # property
  attr checksum_value, Any   # property
  attr target, Any   # property
  attr ensure, Any   # property
  attr owner, Any   # property
  attr group, Any   # property
  attr mode, Any   # property
  attr type, Any   # property
  attr seluser, Any   # property
  attr selrole, Any   # property
  attr seltype, Any   # property
  attr selrange, Any   # property
  attr ctime, Any   # property
  attr mtime, Any   # property
}

# filebucket: key attribute name
#   title /(?ms)(.*)/ gives name
type Builtin::Filebucket inherits Builtin::Resource {
  attr name, Any   # parameter, key attribute
  attr server, Any   # parameter
  attr port, Any   # parameter
  attr path, Any   # parameter
}

# group: key attribute name
#   title /(?ms)(.*)/ gives name
type Builtin::Group inherits Builtin::Resource {
  attr name, Any   # parameter, key attribute
  attr auth_membership, Any   # parameter
  attr allowdupe, Any   # parameter
  attr ia_load_module, Any   # parameter
  attr attribute_membership, Any   # parameter
  attr system, Any   # parameter
  attr forcelocal, Any   # parameter
  attr provider, Any   # parameter
  attr ensure, Any   # property
  attr gid, Any   # property
  attr members, Any   # property
  attr attributes, Any   # property
}

# host: key attribute name
#   title /(?ms)(.*)/ gives name
#   from vendored module host_core
type Builtin::Host inherits Builtin::Resource {
  attr name, Any   # parameter, key attribute
  attr provider, Any   # parameter
  attr ensure, Any   # property
  attr ip, Any   # property
  attr host_aliases, Any   # property
  attr comment, Any   # property
  attr target, Any   # property
}

# mount: key attribute name
#   title /(?ms)(.*)/ gives name
#   from vendored module mount_core
type Builtin::Mount inherits Builtin::Resource {
  attr name, Any   # parameter, key attribute
  attr remounts, Any   # parameter
  attr provider, Any   # parameter
  attr ensure, Any   # property
  attr device, Any   # property
  attr blockdevice, Any   # property
  attr fstype, Any   # property
  attr options, Any   # property
  attr pass, Any   # property
  attr atboot, Any   # property
  attr dump, Any   # property
  attr target, Any   # property
}

# nagios_command: key attribute command_name
#   title /(?ms)(.*)/ gives command_name
#   from module nagios_core, when it is on the modulepath
type Builtin::Nagios_command inherits Builtin::Resource {
  attr command_name, Any   # parameter, key attribute
  attr name, Any   # sets the namevar command_name
  attr owner, Any   # parameter
  attr group, Any   # parameter
  attr mode, Any   # parameter
  attr provider, Any   # parameter
  attr ensure, Any   # property
  attr use, Any   # property
  attr command_line, Any   # property
  attr poller_tag, Any   # property
  attr target, Any   # property
}

# nagios_contact: key attribute contact_name
#   title /(?ms)(.*)/ gives contact_name
#   from module nagios_core, when it is on the modulepath
type Builtin::Nagios_contact inherits Builtin::Resource {
  attr contact_name, Any   # parameter, key attribute
  attr name, Any   # sets the namevar contact_name
  attr owner, Any   # parameter
  attr group, Any   # parameter
  attr mode, Any   # parameter
  attr provider, Any   # parameter
  attr ensure, Any   # property
  attr use, Any   # property
  # alias: also a property of this type (the metaparameter above)
  attr contactgroups, Any   # property
  attr host_notifications_enabled, Any   # property
  attr service_notifications_enabled, Any   # property
  attr host_notification_period, Any   # property
  attr service_notification_period, Any   # property
  attr host_notification_options, Any   # property
  attr service_notification_options, Any   # property
  attr host_notification_commands, Any   # property
  attr service_notification_commands, Any   # property
  attr email, Any   # property
  attr pager, Any   # property
  attr address1, Any   # property
  attr address2, Any   # property
  attr address3, Any   # property
  attr address4, Any   # property
  attr address5, Any   # property
  attr address6, Any   # property
  attr can_submit_commands, Any   # property
  attr retain_status_information, Any   # property
  attr retain_nonstatus_information, Any   # property
  attr register, Any   # property
  attr target, Any   # property
}

# nagios_contactgroup: key attribute contactgroup_name
#   title /(?ms)(.*)/ gives contactgroup_name
#   from module nagios_core, when it is on the modulepath
type Builtin::Nagios_contactgroup inherits Builtin::Resource {
  attr contactgroup_name, Any   # parameter, key attribute
  attr name, Any   # sets the namevar contactgroup_name
  attr owner, Any   # parameter
  attr group, Any   # parameter
  attr mode, Any   # parameter
  attr provider, Any   # parameter
  attr ensure, Any   # property
  attr use, Any   # property
  # alias: also a property of this type (the metaparameter above)
  attr members, Any   # property
  attr contactgroup_members, Any   # property
  attr register, Any   # property
  attr target, Any   # property
}

# nagios_host: key attribute host_name
#   title /(?ms)(.*)/ gives host_name
#   from module nagios_core, when it is on the modulepath
type Builtin::Nagios_host inherits Builtin::Resource {
  attr host_name, Any   # parameter, key attribute
  attr name, Any   # sets the namevar host_name
  attr owner, Any   # parameter
  attr group, Any   # parameter
  attr mode, Any   # parameter
  attr provider, Any   # parameter
  attr ensure, Any   # property
  attr use, Any   # property
  # alias: also a property of this type (the metaparameter above)
  attr display_name, Any   # property
  attr address, Any   # property
  attr parents, Any   # property
  attr hostgroups, Any   # property
  attr check_command, Any   # property
  attr initial_state, Any   # property
  attr max_check_attempts, Any   # property
  attr check_interval, Any   # property
  attr retry_interval, Any   # property
  attr active_checks_enabled, Any   # property
  attr passive_checks_enabled, Any   # property
  attr check_period, Any   # property
  attr obsess_over_host, Any   # property
  attr check_freshness, Any   # property
  attr freshness_threshold, Any   # property
  attr event_handler, Any   # property
  attr event_handler_enabled, Any   # property
  attr low_flap_threshold, Any   # property
  attr high_flap_threshold, Any   # property
  attr flap_detection_enabled, Any   # property
  attr flap_detection_options, Any   # property
  attr failure_prediction_enabled, Any   # property
  attr process_perf_data, Any   # property
  attr retain_status_information, Any   # property
  attr retain_nonstatus_information, Any   # property
  attr contacts, Any   # property
  attr contact_groups, Any   # property
  attr notification_interval, Any   # property
  attr first_notification_delay, Any   # property
  attr notification_period, Any   # property
  attr notification_options, Any   # property
  attr notifications_enabled, Any   # property
  attr stalking_options, Any   # property
  attr notes, Any   # property
  attr notes_url, Any   # property
  attr action_url, Any   # property
  attr icon_image, Any   # property
  attr icon_image_alt, Any   # property
  attr vrml_image, Any   # property
  attr statusmap_image, Any   # property
  attr register, Any   # property
  attr realm, Any   # property
  attr poller_tag, Any   # property
  attr business_impact, Any   # property
  attr target, Any   # property
}

# nagios_hostdependency: key attribute _naginator_name
#   title /(?ms)(.*)/ gives _naginator_name
#   from module nagios_core, when it is on the modulepath
type Builtin::Nagios_hostdependency inherits Builtin::Resource {
  attr _naginator_name, Any   # parameter, key attribute
  attr name, Any   # sets the namevar _naginator_name
  attr owner, Any   # parameter
  attr group, Any   # parameter
  attr mode, Any   # parameter
  attr provider, Any   # parameter
  attr ensure, Any   # property
  attr use, Any   # property
  attr dependent_host_name, Any   # property
  attr dependent_hostgroup_name, Any   # property
  attr host_name, Any   # property
  attr hostgroup_name, Any   # property
  attr inherits_parent, Any   # property
  attr execution_failure_criteria, Any   # property
  attr notification_failure_criteria, Any   # property
  attr dependency_period, Any   # property
  attr register, Any   # property
  attr target, Any   # property
}

# nagios_hostescalation: key attribute _naginator_name
#   title /(?ms)(.*)/ gives _naginator_name
#   from module nagios_core, when it is on the modulepath
type Builtin::Nagios_hostescalation inherits Builtin::Resource {
  attr _naginator_name, Any   # parameter, key attribute
  attr name, Any   # sets the namevar _naginator_name
  attr owner, Any   # parameter
  attr group, Any   # parameter
  attr mode, Any   # parameter
  attr provider, Any   # parameter
  attr ensure, Any   # property
  attr use, Any   # property
  attr host_name, Any   # property
  attr hostgroup_name, Any   # property
  attr contacts, Any   # property
  attr contact_groups, Any   # property
  attr first_notification, Any   # property
  attr last_notification, Any   # property
  attr notification_interval, Any   # property
  attr escalation_period, Any   # property
  attr escalation_options, Any   # property
  attr register, Any   # property
  attr target, Any   # property
}

# nagios_hostextinfo: key attribute host_name
#   title /(?ms)(.*)/ gives host_name
#   from module nagios_core, when it is on the modulepath
type Builtin::Nagios_hostextinfo inherits Builtin::Resource {
  attr host_name, Any   # parameter, key attribute
  attr name, Any   # sets the namevar host_name
  attr owner, Any   # parameter
  attr group, Any   # parameter
  attr mode, Any   # parameter
  attr provider, Any   # parameter
  attr ensure, Any   # property
  attr use, Any   # property
  attr notes, Any   # property
  attr notes_url, Any   # property
  attr icon_image, Any   # property
  attr icon_image_alt, Any   # property
  attr vrml_image, Any   # property
  attr statusmap_image, Any   # property
  attr register, Any   # property
  attr target, Any   # property
}

# nagios_hostgroup: key attribute hostgroup_name
#   title /(?ms)(.*)/ gives hostgroup_name
#   from module nagios_core, when it is on the modulepath
type Builtin::Nagios_hostgroup inherits Builtin::Resource {
  attr hostgroup_name, Any   # parameter, key attribute
  attr name, Any   # sets the namevar hostgroup_name
  attr owner, Any   # parameter
  attr group, Any   # parameter
  attr mode, Any   # parameter
  attr provider, Any   # parameter
  attr ensure, Any   # property
  attr use, Any   # property
  # alias: also a property of this type (the metaparameter above)
  attr members, Any   # property
  attr hostgroup_members, Any   # property
  attr notes, Any   # property
  attr notes_url, Any   # property
  attr action_url, Any   # property
  attr register, Any   # property
  attr realm, Any   # property
  attr target, Any   # property
}

# nagios_service: key attribute _naginator_name
#   title /(?ms)(.*)/ gives _naginator_name
#   from module nagios_core, when it is on the modulepath
type Builtin::Nagios_service inherits Builtin::Resource {
  attr _naginator_name, Any   # parameter, key attribute
  attr name, Any   # sets the namevar _naginator_name
  attr owner, Any   # parameter
  attr group, Any   # parameter
  attr mode, Any   # parameter
  attr provider, Any   # parameter
  attr ensure, Any   # property
  attr use, Any   # property
  attr host_name, Any   # property
  attr hostgroup_name, Any   # property
  attr service_description, Any   # property
  attr display_name, Any   # property
  attr servicegroups, Any   # property
  attr is_volatile, Any   # property
  attr check_command, Any   # property
  attr initial_state, Any   # property
  attr max_check_attempts, Any   # property
  attr check_interval, Any   # property
  attr retry_interval, Any   # property
  attr normal_check_interval, Any   # property
  attr retry_check_interval, Any   # property
  attr active_checks_enabled, Any   # property
  attr passive_checks_enabled, Any   # property
  attr parallelize_check, Any   # property
  attr check_period, Any   # property
  attr obsess_over_service, Any   # property
  attr check_freshness, Any   # property
  attr freshness_threshold, Any   # property
  attr event_handler, Any   # property
  attr event_handler_enabled, Any   # property
  attr low_flap_threshold, Any   # property
  attr high_flap_threshold, Any   # property
  attr flap_detection_enabled, Any   # property
  attr flap_detection_options, Any   # property
  attr process_perf_data, Any   # property
  attr failure_prediction_enabled, Any   # property
  attr retain_status_information, Any   # property
  attr retain_nonstatus_information, Any   # property
  attr notification_interval, Any   # property
  attr first_notification_delay, Any   # property
  attr notification_period, Any   # property
  attr notification_options, Any   # property
  attr notifications_enabled, Any   # property
  attr contacts, Any   # property
  attr contact_groups, Any   # property
  attr stalking_options, Any   # property
  attr notes, Any   # property
  attr notes_url, Any   # property
  attr action_url, Any   # property
  attr icon_image, Any   # property
  attr icon_image_alt, Any   # property
  attr register, Any   # property
  attr poller_tag, Any   # property
  attr business_impact, Any   # property
  attr target, Any   # property
}

# nagios_servicedependency: key attribute _naginator_name
#   title /(?ms)(.*)/ gives _naginator_name
#   from module nagios_core, when it is on the modulepath
type Builtin::Nagios_servicedependency inherits Builtin::Resource {
  attr _naginator_name, Any   # parameter, key attribute
  attr name, Any   # sets the namevar _naginator_name
  attr owner, Any   # parameter
  attr group, Any   # parameter
  attr mode, Any   # parameter
  attr provider, Any   # parameter
  attr ensure, Any   # property
  attr use, Any   # property
  attr dependent_host_name, Any   # property
  attr dependent_hostgroup_name, Any   # property
  attr dependent_service_description, Any   # property
  attr host_name, Any   # property
  attr hostgroup_name, Any   # property
  attr service_description, Any   # property
  attr inherits_parent, Any   # property
  attr execution_failure_criteria, Any   # property
  attr notification_failure_criteria, Any   # property
  attr dependency_period, Any   # property
  attr register, Any   # property
  attr target, Any   # property
}

# nagios_serviceescalation: key attribute _naginator_name
#   title /(?ms)(.*)/ gives _naginator_name
#   from module nagios_core, when it is on the modulepath
type Builtin::Nagios_serviceescalation inherits Builtin::Resource {
  attr _naginator_name, Any   # parameter, key attribute
  attr name, Any   # sets the namevar _naginator_name
  attr owner, Any   # parameter
  attr group, Any   # parameter
  attr mode, Any   # parameter
  attr provider, Any   # parameter
  attr ensure, Any   # property
  attr use, Any   # property
  attr host_name, Any   # property
  attr hostgroup_name, Any   # property
  attr servicegroup_name, Any   # property
  attr service_description, Any   # property
  attr contacts, Any   # property
  attr contact_groups, Any   # property
  attr first_notification, Any   # property
  attr last_notification, Any   # property
  attr notification_interval, Any   # property
  attr escalation_period, Any   # property
  attr escalation_options, Any   # property
  attr register, Any   # property
  attr target, Any   # property
}

# nagios_serviceextinfo: key attribute _naginator_name
#   title /(?ms)(.*)/ gives _naginator_name
#   from module nagios_core, when it is on the modulepath
type Builtin::Nagios_serviceextinfo inherits Builtin::Resource {
  attr _naginator_name, Any   # parameter, key attribute
  attr name, Any   # sets the namevar _naginator_name
  attr owner, Any   # parameter
  attr group, Any   # parameter
  attr mode, Any   # parameter
  attr provider, Any   # parameter
  attr ensure, Any   # property
  attr use, Any   # property
  attr host_name, Any   # property
  attr service_description, Any   # property
  attr notes, Any   # property
  attr notes_url, Any   # property
  attr action_url, Any   # property
  attr icon_image, Any   # property
  attr icon_image_alt, Any   # property
  attr register, Any   # property
  attr target, Any   # property
}

# nagios_servicegroup: key attribute servicegroup_name
#   title /(?ms)(.*)/ gives servicegroup_name
#   from module nagios_core, when it is on the modulepath
type Builtin::Nagios_servicegroup inherits Builtin::Resource {
  attr servicegroup_name, Any   # parameter, key attribute
  attr name, Any   # sets the namevar servicegroup_name
  attr owner, Any   # parameter
  attr group, Any   # parameter
  attr mode, Any   # parameter
  attr provider, Any   # parameter
  attr ensure, Any   # property
  attr use, Any   # property
  # alias: also a property of this type (the metaparameter above)
  attr members, Any   # property
  attr servicegroup_members, Any   # property
  attr notes, Any   # property
  attr notes_url, Any   # property
  attr action_url, Any   # property
  attr register, Any   # property
  attr target, Any   # property
}

# nagios_timeperiod: key attribute timeperiod_name
#   title /(?ms)(.*)/ gives timeperiod_name
#   from module nagios_core, when it is on the modulepath
type Builtin::Nagios_timeperiod inherits Builtin::Resource {
  attr timeperiod_name, Any   # parameter, key attribute
  attr name, Any   # sets the namevar timeperiod_name
  attr owner, Any   # parameter
  attr group, Any   # parameter
  attr mode, Any   # parameter
  attr provider, Any   # parameter
  attr ensure, Any   # property
  attr use, Any   # property
  # alias: also a property of this type (the metaparameter above)
  attr sunday, Any   # property
  attr monday, Any   # property
  attr tuesday, Any   # property
  attr wednesday, Any   # property
  attr thursday, Any   # property
  attr friday, Any   # property
  attr saturday, Any   # property
  attr exclude, Any   # property
  attr register, Any   # property
  attr target, Any   # property
}

# notify: key attribute name
#   title /(?ms)(.*)/ gives name
type Builtin::Notify inherits Builtin::Resource {
  attr name, Any   # parameter, key attribute
  attr withpath, Any   # parameter
  attr message, Any   # property
}

# package: key attributes name, provider, command
#   title /(?ms)(.*)/ gives name
type Builtin::Package inherits Builtin::Resource {
  attr name, Any   # parameter, key attribute
  attr provider, Any   # parameter, key attribute
  attr command, Any   # parameter, key attribute
  attr source, Any   # parameter
  attr instance, Any   # parameter
  attr status, Any   # parameter
  attr adminfile, Any   # parameter
  attr responsefile, Any   # parameter
  attr configfiles, Any   # parameter
  attr category, Any   # parameter
  attr platform, Any   # parameter
  attr root, Any   # parameter
  attr vendor, Any   # parameter
  attr description, Any   # parameter
  attr allowcdrom, Any   # parameter
  attr enable_only, Any   # parameter
  attr install_only, Any   # parameter
  attr install_options, Any   # parameter
  attr uninstall_options, Any   # parameter
  attr allow_virtual, Any   # parameter
  attr reinstall_on_refresh, Any   # parameter
  attr ensure, Any   # property
  attr package_settings, Any   # property
  attr flavor, Any   # property
  attr mark, Any   # property
}

# resources: key attribute name
#   title /(?ms)(.*)/ gives name
type Builtin::Resources inherits Builtin::Resource {
  attr name, Any   # parameter, key attribute
  attr purge, Any   # parameter
  attr unless_system_user, Any   # parameter
  attr unless_uid, Any   # parameter
}

# schedule: key attribute name
#   title /(?ms)(.*)/ gives name
type Builtin::Schedule inherits Builtin::Resource {
  attr name, Any   # parameter, key attribute
  attr range, Any   # parameter
  attr periodmatch, Any   # parameter
  attr period, Any   # parameter
  attr repeat, Any   # parameter
  attr weekday, Any   # parameter
}

# scheduled_task: key attribute name
#   title /(?ms)(.*)/ gives name
#   from vendored module scheduled_task
type Builtin::Scheduled_task inherits Builtin::Resource {
  attr name, Any   # parameter, key attribute
  attr password, Any   # parameter
  attr provider, Any   # parameter
  attr ensure, Any   # property
  attr enabled, Any   # property
  attr command, Any   # property
  attr working_dir, Any   # property
  attr arguments, Any   # property
  attr description, Any   # property
  attr user, Any   # property
  attr compatibility, Any   # property
  attr trigger, Any   # property
}

# selboolean: key attribute name
#   title /(?ms)(.*)/ gives name
#   from vendored module selinux_core
type Builtin::Selboolean inherits Builtin::Resource {
  attr name, Any   # parameter, key attribute
  attr persistent, Any   # parameter
  attr provider, Any   # parameter
  attr value, Any   # property
}

# selmodule: key attribute name
#   title /(?ms)(.*)/ gives name
#   from vendored module selinux_core
type Builtin::Selmodule inherits Builtin::Resource {
  attr name, Any   # parameter, key attribute
  attr selmoduledir, Any   # parameter
  attr selmodulepath, Any   # parameter
  attr provider, Any   # parameter
  attr ensure, Any   # property
  attr syncversion, Any   # property
}

# service: key attribute name
#   title /(?ms)(.*)/ gives name
type Builtin::Service inherits Builtin::Resource {
  attr name, Any   # parameter, key attribute
  attr logonpassword, Any   # parameter
  attr binary, Any   # parameter
  attr hasstatus, Any   # parameter
  attr path, Any   # parameter
  attr pattern, Any   # parameter
  attr restart, Any   # parameter
  attr start, Any   # parameter
  attr status, Any   # parameter
  attr stop, Any   # parameter
  attr control, Any   # parameter
  attr hasrestart, Any   # parameter
  attr manifest, Any   # parameter
  attr timeout, Any   # parameter
  attr provider, Any   # parameter
  attr enable, Any   # property
  attr ensure, Any   # property
  attr logonaccount, Any   # property
  attr flags, Any   # property
}

# ssh_authorized_key: key attribute name
#   title /(?ms)(.*)/ gives name
#   from vendored module sshkeys_core
type Builtin::Ssh_authorized_key inherits Builtin::Resource {
  attr name, Any   # parameter, key attribute
  attr drop_privileges, Any   # parameter
  attr provider, Any   # parameter
  attr ensure, Any   # property
  attr type, Any   # property
  attr key, Any   # property
  attr user, Any   # property
  attr target, Any   # property
  attr options, Any   # property
}

# sshkey: key attributes type, name
#   title /(?m)^(.*?)@(.*)$/ gives name, type
#   title /(?m)^([^@]+)$/ gives name
#   from vendored module sshkeys_core
type Builtin::Sshkey inherits Builtin::Resource {
  attr type, Any   # parameter, key attribute
  attr name, Any   # parameter, key attribute
  attr provider, Any   # parameter
  attr ensure, Any   # property
  attr key, Any   # property
  attr host_aliases, Any   # property
  attr target, Any   # property
}

# stage: key attribute name
#   title /(?ms)(.*)/ gives name
type Builtin::Stage inherits Builtin::Resource {
  attr name, Any   # parameter, key attribute
}

# tidy: key attribute path
#   title /(?ms)(.*)/ gives path
#   not isomorphic: the title is not checked for uniqueness
type Builtin::Tidy inherits Builtin::Resource {
  attr path, Any   # parameter, key attribute
  attr name, Any   # sets the namevar path
  attr recurse, Any   # parameter
  attr max_files, Any   # parameter
  attr matches, Any   # parameter
  attr backup, Any   # parameter
  attr age, Any   # parameter
  attr size, Any   # parameter
  attr type, Any   # parameter
  attr rmdirs, Any   # parameter
}

# user: key attribute name
#   title /(?ms)(.*)/ gives name
type Builtin::User inherits Builtin::Resource {
  attr name, Any   # parameter, key attribute
  attr membership, Any   # parameter
  attr system, Any   # parameter
  attr allowdupe, Any   # parameter
  attr managehome, Any   # parameter
  attr role_membership, Any   # parameter
  attr auth_membership, Any   # parameter
  attr profile_membership, Any   # parameter
  attr key_membership, Any   # parameter
  attr ia_load_module, Any   # parameter
  attr attribute_membership, Any   # parameter
  attr forcelocal, Any   # parameter
  attr purge_ssh_keys, Any   # parameter
  attr provider, Any   # parameter
  attr ensure, Any   # property
  attr home, Any   # property
  attr uid, Any   # property
  attr gid, Any   # property
  attr comment, Any   # property
  attr shell, Any   # property
  attr password, Any   # property
  attr password_min_age, Any   # property
  attr password_max_age, Any   # property
  attr password_warn_days, Any   # property
  attr groups, Any   # property
  attr expiry, Any   # property
  attr roles, Any   # property
  attr auths, Any   # property
  attr profiles, Any   # property
  attr keys, Any   # property
  attr project, Any   # property
  attr attributes, Any   # property
  attr salt, Any   # property
  attr iterations, Any   # property
  attr loginclass, Any   # property
}

# whit: key attribute name
#   title /(?ms)(.*)/ gives name
type Builtin::Whit inherits Builtin::Resource {
  attr name, Any   # parameter, key attribute
}

# yumrepo: key attribute name
#   title /(?ms)(.*)/ gives name
#   from vendored module yumrepo_core
type Builtin::Yumrepo inherits Builtin::Resource {
  attr name, Any   # parameter, key attribute
  attr target, Any   # parameter
  attr provider, Any   # parameter
  attr ensure, Any   # property
  attr descr, Any   # property
  attr mirrorlist, Any   # property
  attr baseurl, Any   # property
  attr enabled, Any   # property
  attr gpgcheck, Any   # property
  attr payload_gpgcheck, Any   # property
  attr repo_gpgcheck, Any   # property
  attr gpgkey, Any   # property
  attr mirrorlist_expire, Any   # property
  attr include, Any   # property
  attr exclude, Any   # property
  attr gpgcakey, Any   # property
  attr includepkgs, Any   # property
  attr enablegroups, Any   # property
  attr module_hotfixes, Any   # property
  attr failovermethod, Any   # property
  attr keepalive, Any   # property
  attr retries, Any   # property
  attr http_caching, Any   # property
  attr timeout, Any   # property
  attr metadata_expire, Any   # property
  attr protect, Any   # property
  attr priority, Any   # property
  attr minrate, Any   # property
  attr throttle, Any   # property
  attr bandwidth, Any   # property
  attr cost, Any   # property
  attr proxy, Any   # property
  attr proxy_username, Any   # property
  attr proxy_password, Any   # property
  attr s3_enabled, Any   # property
  attr sslcacert, Any   # property
  attr sslverify, Any   # property
  attr sslclientcert, Any   # property
  attr sslclientkey, Any   # property
  attr metalink, Any   # property
  attr skip_if_unavailable, Any   # property
  attr assumeyes, Any   # property
  attr deltarpm_percentage, Any   # property
  attr deltarpm_metadata_percentage, Any   # property
  attr username, Any   # property
  attr password, Any   # property
}

# zfs: key attribute name
#   title /(?ms)(.*)/ gives name
#   from vendored module zfs_core
type Builtin::Zfs inherits Builtin::Resource {
  attr name, Any   # parameter, key attribute
  attr provider, Any   # parameter
  attr ensure, Any   # property
  attr aclinherit, Any   # property
  attr aclmode, Any   # property
  attr acltype, Any   # property
  attr atime, Any   # property
  attr canmount, Any   # property
  attr checksum, Any   # property
  attr compression, Any   # property
  attr copies, Any   # property
  attr dedup, Any   # property
  attr defaultuserquota, Any   # property
  attr devices, Any   # property
  attr exec, Any   # property
  attr logbias, Any   # property
  attr mountpoint, Any   # property
  attr nbmand, Any   # property
  attr overlay, Any   # property
  attr primarycache, Any   # property
  attr quota, Any   # property
  attr readonly, Any   # property
  attr recordsize, Any   # property
  attr refquota, Any   # property
  attr refreservation, Any   # property
  attr relatime, Any   # property
  attr reservation, Any   # property
  attr secondarycache, Any   # property
  attr setuid, Any   # property
  attr shareiscsi, Any   # property
  attr sharenfs, Any   # property
  attr sharesmb, Any   # property
  attr snapdir, Any   # property
  attr sync, Any   # property
  attr version, Any   # property
  attr volsize, Any   # property
  attr vscan, Any   # property
  attr xattr, Any   # property
  attr zoned, Any   # property
}

# zone: key attribute name
#   title /(?ms)(.*)/ gives name
#   from vendored module zone_core
type Builtin::Zone inherits Builtin::Resource {
  attr name, Any   # parameter, key attribute
  attr id, Any   # parameter
  attr clone, Any   # parameter
  attr sysidcfg, Any   # parameter
  attr create_args, Any   # parameter
  attr install_args, Any   # parameter
  attr realhostname, Any   # parameter
  attr provider, Any   # parameter
  attr ensure, Any   # property
  attr ip, Any   # property
  attr iptype, Any   # property
  attr autoboot, Any   # property
  attr path, Any   # property
  attr pool, Any   # property
  attr shares, Any   # property
  attr dataset, Any   # property
  attr inherit, Any   # property
}

# zpool: key attribute pool
#   title /(?ms)(.*)/ gives pool
#   from vendored module zfs_core
type Builtin::Zpool inherits Builtin::Resource {
  attr pool, Any   # parameter, key attribute
  attr name, Any   # sets the namevar pool
  attr raid_parity, Any   # parameter
  attr provider, Any   # parameter
  attr ensure, Any   # property
  attr disk, Any   # property
  attr mirror, Any   # property
  attr raidz, Any   # property
  attr spare, Any   # property
  attr log, Any   # property
  attr cache, Any   # property
  attr ashift, Any   # property
  attr autoexpand, Any   # property
  attr failmode, Any   # property
}
