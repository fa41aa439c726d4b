"""Puppet's type system: the values of type expressions such as ``Integer[1,10]``.

Each PType knows its name, its parameters (for printing and equality), whether
a value is an instance (``=~``, case and selector matching, typed parameters,
``assert_type``) and, roughly, whether another type is assignable to it (``<=``).
Resource references (``File['/x']``) and classes (``Class[foo]``) are types too.


The package: base.py (PType), data.py (data types), catalog.py (resources,
classes, aliases), parameterize.py (``Type[args]``), inference.py (``type()``).
Every name is re-exported here (``from lazygraph.values import types as T``).
"""
from .base import (  # noqa: F401
    PType,
    TypeError_,
    _key,
    _param_str,
    _range)
from .data import (  # noqa: F401
    PAny,
    PArray,
    PBoolean,
    PCallable,
    PCollection,
    PData,
    PDefault,
    PEnum,
    PFloat,
    PHash,
    PInteger,
    PIterable,
    PNotUndef,
    PNumeric,
    POptional,
    PPattern,
    PRegexpType,
    PRichData,
    PScalar,
    PScalarData,
    PSensitiveType,
    PString,
    PStruct,
    PTuple,
    PTypeType,
    PUndef,
    PUnit,
    PVariant)
from .catalog import (  # noqa: F401
    PCatalogEntry,
    PClass,
    PResource,
    PTypeAlias,
    PTypeReference,
    TYPE_REFERENCE)
from .parameterize import (  # noqa: F401
    PARAMETERIZED_ONLY,
    SIMPLE,
    _as_type,
    _class_title,
    _int_or_default,
    _resource_access,
    capitalize_type_name,
    parameterize,
    simple_type)
from .inference import (  # noqa: F401
    _common_size,
    _reduce,
    _variant,
    common_type,
    generalize,
    infer,
    infer_reduced,
    int_in_range)
