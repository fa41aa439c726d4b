"""Written by tools/regen_precompiled.py -- do not edit (lazygraph/codegen.py
says what this is). 202 functions: each holder defines one and returns it;
CODE maps the digest of the function's source to its holder's code."""
# flake8: noqa

def _f0():
    def __init__(self, span=None, *, scope_name=None, bindings=None, body=None):
        self._parent = self._context_ref = self.predecessor = None
        self.span = span
        self._expanded = self._folded = self._value = _UNSET
        self.scope_name = scope_name
        self.bindings = None if bindings is None else _adopt(self, bindings)
        self.body = None if body is None else _adopt(self, body)
    return __init__


def _f1():
    def clone(self):
        node = cls(self.span, scope_name=self.scope_name, bindings=_copy(self.bindings), body=_copy(self.body))
        node.predecessor = self.predecessor
        return node
    return clone


def _f2():
    def children(self):
        out = []
        v = self.bindings
        if v is not None:
            if v.__class__ is list:
                out.extend(v)
            else:
                out.append(v)
        v = self.body
        if v is not None:
            if v.__class__ is list:
                out.extend(v)
            else:
                out.append(v)
        return out
    return children


def _f3():
    def decode(item, context, parent):
      _kind, start, end, a_scope_name, f_bindings, f_body = item
      if start.__class__ is int and end.__class__ is int and 0 <= start <= end <= context[1]:
        where = blank_span()
        where.source = context[0]
        where.start = start
        where.end = end
      elif start == -1:
        where = None
      else:
        where = span(start, end, context)
      if a_scope_name.__class__ is str:
        pass
      elif a_scope_name.__class__ is dict and 'n' in a_scope_name:
        s, e = a_scope_name.get("s"), a_scope_name.get("e")
        a_scope_name = Name(a_scope_name['n'], Span(context[0], s, e) if s.__class__ is int and e.__class__ is int and 0 <= s <= e <= context[1] else span(s, e, context))
      elif a_scope_name.__class__ is dict or a_scope_name.__class__ is list:
        a_scope_name = value(a_scope_name, context)
      table = context[2]
      if f_bindings.__class__ is list:
        if f_bindings and f_bindings[0].__class__ is int:
          f_bindings = table[f_bindings[0]](f_bindings, context, None)
        else:
          f_bindings = [table[i[0]](i, context, None) for i in f_bindings]
      elif f_bindings is not None:
        raise ValueError("not a node")
      if f_body.__class__ is list:
        if f_body and f_body[0].__class__ is int:
          f_body = table[f_body[0]](f_body, context, None)
        else:
          f_body = [table[i[0]](i, context, None) for i in f_body]
      elif f_body is not None:
        raise ValueError("not a node")
      node = cls(where, scope_name=a_scope_name, bindings=f_bindings, body=f_body)
      node._parent = parent
      return node
    return decode


def _f4():
    def __init__(self, span=None, *, target=None, keys=None):
        self._parent = self._context_ref = self.predecessor = None
        self.span = span
        self._expanded = self._folded = self._value = _UNSET
        self.target = None if target is None else _adopt(self, target)
        self.keys = None if keys is None else _adopt(self, keys)
    return __init__


def _f5():
    def clone(self):
        node = new(cls)
        ref = None
        node._parent = node._context_ref = node.predecessor = None
        node.span = self.span
        node._expanded = node._folded = node._value = _UNSET
        v = self.target
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.target = v
        v = self.keys
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.keys = v
        node.predecessor = self.predecessor
        return node
    return clone


def _f6():
    def children(self):
        out = []
        v = self.target
        if v is not None:
            if v.__class__ is list:
                out.extend(v)
            else:
                out.append(v)
        v = self.keys
        if v is not None:
            if v.__class__ is list:
                out.extend(v)
            else:
                out.append(v)
        return out
    return children


def _f7():
    def decode(item, context, parent):
      _kind, start, end, f_target, f_keys = item
      if start.__class__ is int and end.__class__ is int and 0 <= start <= end <= context[1]:
        where = blank_span()
        where.source = context[0]
        where.start = start
        where.end = end
      elif start == -1:
        where = None
      else:
        where = span(start, end, context)
      table = context[2]
      node = new(cls)
      node._parent = parent
      node._context_ref = node.predecessor = None
      node.span = where
      node._expanded = node._folded = node._value = _UNSET
      ref = weakref(node)
      if f_target.__class__ is list:
        if f_target and f_target[0].__class__ is int:
          f_target = table[f_target[0]](f_target, context, ref)
        elif f_target:
          items = f_target
          f_target = []
          for i in items:
            f_target.append(table[i[0]](i, context, ref))
      elif f_target is not None:
        raise ValueError("not a node")
      node.target = f_target
      if f_keys.__class__ is list:
        if f_keys and f_keys[0].__class__ is int:
          f_keys = table[f_keys[0]](f_keys, context, ref)
        elif f_keys:
          items = f_keys
          f_keys = []
          for i in items:
            f_keys.append(table[i[0]](i, context, ref))
      elif f_keys is not None:
        raise ValueError("not a node")
      node.keys = f_keys
      return node
    return decode


def _f8():
    def __init__(self, span=None, *, name=None):
        self._parent = self._context_ref = self.predecessor = None
        self.span = span
        self._expanded = self._folded = self._value = _UNSET
        self.name = name
    return __init__


def _f9():
    def clone(self):
        node = new(cls)
        ref = None
        node._parent = node._context_ref = node.predecessor = None
        node.span = self.span
        node._expanded = node._folded = node._value = _UNSET
        node.name = self.name
        node.predecessor = self.predecessor
        return node
    return clone


def _f10():
    def children(self):
        out = []
        return out
    return children


def _f11():
    def decode(item, context, parent):
      _kind, start, end, a_name = item
      if start.__class__ is int and end.__class__ is int and 0 <= start <= end <= context[1]:
        where = blank_span()
        where.source = context[0]
        where.start = start
        where.end = end
      elif start == -1:
        where = None
      else:
        where = span(start, end, context)
      if a_name.__class__ is str:
        pass
      elif a_name.__class__ is dict and 'n' in a_name:
        s, e = a_name.get("s"), a_name.get("e")
        a_name = Name(a_name['n'], Span(context[0], s, e) if s.__class__ is int and e.__class__ is int and 0 <= s <= e <= context[1] else span(s, e, context))
      elif a_name.__class__ is dict or a_name.__class__ is list:
        a_name = value(a_name, context)
      node = new(cls)
      node._parent = parent
      node._context_ref = node.predecessor = None
      node.span = where
      node._expanded = node._folded = node._value = _UNSET
      node.name = a_name
      return node
    return decode


def _f12():
    def __init__(self, span=None, *, name=None, args=None, lambda_=None):
        self._parent = self._context_ref = self.predecessor = None
        self.span = span
        self._expanded = self._folded = self._value = _UNSET
        self.name = name
        self.args = None if args is None else _adopt(self, args)
        self.lambda_ = None if lambda_ is None else _adopt(self, lambda_)
    return __init__


def _f13():
    def clone(self):
        node = new(cls)
        ref = None
        node._parent = node._context_ref = node.predecessor = None
        node.span = self.span
        node._expanded = node._folded = node._value = _UNSET
        node.name = self.name
        v = self.args
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.args = v
        v = self.lambda_
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.lambda_ = v
        node.predecessor = self.predecessor
        return node
    return clone


def _f14():
    def children(self):
        out = []
        v = self.args
        if v is not None:
            if v.__class__ is list:
                out.extend(v)
            else:
                out.append(v)
        v = self.lambda_
        if v is not None:
            if v.__class__ is list:
                out.extend(v)
            else:
                out.append(v)
        return out
    return children


def _f15():
    def decode(item, context, parent):
      _kind, start, end, a_name, f_args, f_lambda_ = item
      if start.__class__ is int and end.__class__ is int and 0 <= start <= end <= context[1]:
        where = blank_span()
        where.source = context[0]
        where.start = start
        where.end = end
      elif start == -1:
        where = None
      else:
        where = span(start, end, context)
      if a_name.__class__ is str:
        pass
      elif a_name.__class__ is dict and 'n' in a_name:
        s, e = a_name.get("s"), a_name.get("e")
        a_name = Name(a_name['n'], Span(context[0], s, e) if s.__class__ is int and e.__class__ is int and 0 <= s <= e <= context[1] else span(s, e, context))
      elif a_name.__class__ is dict or a_name.__class__ is list:
        a_name = value(a_name, context)
      table = context[2]
      node = new(cls)
      node._parent = parent
      node._context_ref = node.predecessor = None
      node.span = where
      node._expanded = node._folded = node._value = _UNSET
      node.name = a_name
      ref = weakref(node)
      if f_args.__class__ is list:
        if f_args and f_args[0].__class__ is int:
          f_args = table[f_args[0]](f_args, context, ref)
        elif f_args:
          items = f_args
          f_args = []
          for i in items:
            f_args.append(table[i[0]](i, context, ref))
      elif f_args is not None:
        raise ValueError("not a node")
      node.args = f_args
      if f_lambda_.__class__ is list:
        if f_lambda_ and f_lambda_[0].__class__ is int:
          f_lambda_ = table[f_lambda_[0]](f_lambda_, context, ref)
        elif f_lambda_:
          items = f_lambda_
          f_lambda_ = []
          for i in items:
            f_lambda_.append(table[i[0]](i, context, ref))
      elif f_lambda_ is not None:
        raise ValueError("not a node")
      node.lambda_ = f_lambda_
      return node
    return decode


def _f16():
    def __init__(self, span=None, *, params=None, body=None, return_type=None):
        self._parent = self._context_ref = self.predecessor = None
        self.span = span
        self._expanded = self._folded = self._value = _UNSET
        self.params = None if params is None else _adopt(self, params)
        self.body = None if body is None else _adopt(self, body)
        self.return_type = None if return_type is None else _adopt(self, return_type)
    return __init__


def _f17():
    def clone(self):
        node = new(cls)
        ref = None
        node._parent = node._context_ref = node.predecessor = None
        node.span = self.span
        node._expanded = node._folded = node._value = _UNSET
        v = self.params
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.params = v
        v = self.body
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.body = v
        v = self.return_type
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.return_type = v
        node.predecessor = self.predecessor
        return node
    return clone


def _f18():
    def children(self):
        out = []
        v = self.params
        if v is not None:
            if v.__class__ is list:
                out.extend(v)
            else:
                out.append(v)
        v = self.body
        if v is not None:
            if v.__class__ is list:
                out.extend(v)
            else:
                out.append(v)
        v = self.return_type
        if v is not None:
            if v.__class__ is list:
                out.extend(v)
            else:
                out.append(v)
        return out
    return children


def _f19():
    def decode(item, context, parent):
      _kind, start, end, f_params, f_body, f_return_type = item
      if start.__class__ is int and end.__class__ is int and 0 <= start <= end <= context[1]:
        where = blank_span()
        where.source = context[0]
        where.start = start
        where.end = end
      elif start == -1:
        where = None
      else:
        where = span(start, end, context)
      table = context[2]
      node = new(cls)
      node._parent = parent
      node._context_ref = node.predecessor = None
      node.span = where
      node._expanded = node._folded = node._value = _UNSET
      ref = weakref(node)
      if f_params.__class__ is list:
        if f_params and f_params[0].__class__ is int:
          f_params = table[f_params[0]](f_params, context, ref)
        elif f_params:
          items = f_params
          f_params = []
          for i in items:
            f_params.append(table[i[0]](i, context, ref))
      elif f_params is not None:
        raise ValueError("not a node")
      node.params = f_params
      if f_body.__class__ is list:
        if f_body and f_body[0].__class__ is int:
          f_body = table[f_body[0]](f_body, context, ref)
        elif f_body:
          items = f_body
          f_body = []
          for i in items:
            f_body.append(table[i[0]](i, context, ref))
      elif f_body is not None:
        raise ValueError("not a node")
      node.body = f_body
      if f_return_type.__class__ is list:
        if f_return_type and f_return_type[0].__class__ is int:
          f_return_type = table[f_return_type[0]](f_return_type, context, ref)
        elif f_return_type:
          items = f_return_type
          f_return_type = []
          for i in items:
            f_return_type.append(table[i[0]](i, context, ref))
      elif f_return_type is not None:
        raise ValueError("not a node")
      node.return_type = f_return_type
      return node
    return decode


def _f20():
    def __init__(self, span=None, *, name=None, receiver=None, args=None, lambda_=None):
        self._parent = self._context_ref = self.predecessor = None
        self.span = span
        self._expanded = self._folded = self._value = _UNSET
        self.name = name
        self.receiver = None if receiver is None else _adopt(self, receiver)
        self.args = None if args is None else _adopt(self, args)
        self.lambda_ = None if lambda_ is None else _adopt(self, lambda_)
    return __init__


def _f21():
    def clone(self):
        node = new(cls)
        ref = None
        node._parent = node._context_ref = node.predecessor = None
        node.span = self.span
        node._expanded = node._folded = node._value = _UNSET
        node.name = self.name
        v = self.receiver
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.receiver = v
        v = self.args
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.args = v
        v = self.lambda_
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.lambda_ = v
        node.predecessor = self.predecessor
        return node
    return clone


def _f22():
    def children(self):
        out = []
        v = self.receiver
        if v is not None:
            if v.__class__ is list:
                out.extend(v)
            else:
                out.append(v)
        v = self.args
        if v is not None:
            if v.__class__ is list:
                out.extend(v)
            else:
                out.append(v)
        v = self.lambda_
        if v is not None:
            if v.__class__ is list:
                out.extend(v)
            else:
                out.append(v)
        return out
    return children


def _f23():
    def decode(item, context, parent):
      _kind, start, end, a_name, f_receiver, f_args, f_lambda_ = item
      if start.__class__ is int and end.__class__ is int and 0 <= start <= end <= context[1]:
        where = blank_span()
        where.source = context[0]
        where.start = start
        where.end = end
      elif start == -1:
        where = None
      else:
        where = span(start, end, context)
      if a_name.__class__ is str:
        pass
      elif a_name.__class__ is dict and 'n' in a_name:
        s, e = a_name.get("s"), a_name.get("e")
        a_name = Name(a_name['n'], Span(context[0], s, e) if s.__class__ is int and e.__class__ is int and 0 <= s <= e <= context[1] else span(s, e, context))
      elif a_name.__class__ is dict or a_name.__class__ is list:
        a_name = value(a_name, context)
      table = context[2]
      node = new(cls)
      node._parent = parent
      node._context_ref = node.predecessor = None
      node.span = where
      node._expanded = node._folded = node._value = _UNSET
      node.name = a_name
      ref = weakref(node)
      if f_receiver.__class__ is list:
        if f_receiver and f_receiver[0].__class__ is int:
          f_receiver = table[f_receiver[0]](f_receiver, context, ref)
        elif f_receiver:
          items = f_receiver
          f_receiver = []
          for i in items:
            f_receiver.append(table[i[0]](i, context, ref))
      elif f_receiver is not None:
        raise ValueError("not a node")
      node.receiver = f_receiver
      if f_args.__class__ is list:
        if f_args and f_args[0].__class__ is int:
          f_args = table[f_args[0]](f_args, context, ref)
        elif f_args:
          items = f_args
          f_args = []
          for i in items:
            f_args.append(table[i[0]](i, context, ref))
      elif f_args is not None:
        raise ValueError("not a node")
      node.args = f_args
      if f_lambda_.__class__ is list:
        if f_lambda_ and f_lambda_[0].__class__ is int:
          f_lambda_ = table[f_lambda_[0]](f_lambda_, context, ref)
        elif f_lambda_:
          items = f_lambda_
          f_lambda_ = []
          for i in items:
            f_lambda_.append(table[i[0]](i, context, ref))
      elif f_lambda_ is not None:
        raise ValueError("not a node")
      node.lambda_ = f_lambda_
      return node
    return decode


def _f24():
    def __init__(self, span=None, *, name=None, splat=None, type=None, default=None):
        self._parent = self._context_ref = self.predecessor = None
        self.span = span
        self._expanded = self._folded = self._value = _UNSET
        self.name = name
        self.splat = splat
        self.type = None if type is None else _adopt(self, type)
        self.default = None if default is None else _adopt(self, default)
    return __init__


def _f25():
    def clone(self):
        node = new(cls)
        ref = None
        node._parent = node._context_ref = node.predecessor = None
        node.span = self.span
        node._expanded = node._folded = node._value = _UNSET
        node.name = self.name
        node.splat = self.splat
        v = self.type
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.type = v
        v = self.default
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.default = v
        node.predecessor = self.predecessor
        return node
    return clone


def _f26():
    def children(self):
        out = []
        v = self.type
        if v is not None:
            if v.__class__ is list:
                out.extend(v)
            else:
                out.append(v)
        v = self.default
        if v is not None:
            if v.__class__ is list:
                out.extend(v)
            else:
                out.append(v)
        return out
    return children


def _f27():
    def decode(item, context, parent):
      _kind, start, end, a_name, a_splat, f_type, f_default = item
      if start.__class__ is int and end.__class__ is int and 0 <= start <= end <= context[1]:
        where = blank_span()
        where.source = context[0]
        where.start = start
        where.end = end
      elif start == -1:
        where = None
      else:
        where = span(start, end, context)
      if a_name.__class__ is str:
        pass
      elif a_name.__class__ is dict and 'n' in a_name:
        s, e = a_name.get("s"), a_name.get("e")
        a_name = Name(a_name['n'], Span(context[0], s, e) if s.__class__ is int and e.__class__ is int and 0 <= s <= e <= context[1] else span(s, e, context))
      elif a_name.__class__ is dict or a_name.__class__ is list:
        a_name = value(a_name, context)
      if a_splat.__class__ is str:
        pass
      elif a_splat.__class__ is dict and 'n' in a_splat:
        s, e = a_splat.get("s"), a_splat.get("e")
        a_splat = Name(a_splat['n'], Span(context[0], s, e) if s.__class__ is int and e.__class__ is int and 0 <= s <= e <= context[1] else span(s, e, context))
      elif a_splat.__class__ is dict or a_splat.__class__ is list:
        a_splat = value(a_splat, context)
      table = context[2]
      node = new(cls)
      node._parent = parent
      node._context_ref = node.predecessor = None
      node.span = where
      node._expanded = node._folded = node._value = _UNSET
      node.name = a_name
      node.splat = a_splat
      ref = weakref(node)
      if f_type.__class__ is list:
        if f_type and f_type[0].__class__ is int:
          f_type = table[f_type[0]](f_type, context, ref)
        elif f_type:
          items = f_type
          f_type = []
          for i in items:
            f_type.append(table[i[0]](i, context, ref))
      elif f_type is not None:
        raise ValueError("not a node")
      node.type = f_type
      if f_default.__class__ is list:
        if f_default and f_default[0].__class__ is int:
          f_default = table[f_default[0]](f_default, context, ref)
        elif f_default:
          items = f_default
          f_default = []
          for i in items:
            f_default.append(table[i[0]](i, context, ref))
      elif f_default is not None:
        raise ValueError("not a node")
      node.default = f_default
      return node
    return decode


def _f28():
    def __init__(self, span=None, *, name=None, op=None, value=None):
        self._parent = self._context_ref = self.predecessor = None
        self.span = span
        self._expanded = self._folded = self._value = _UNSET
        self.name = name
        self.op = op
        self.value = None if value is None else _adopt(self, value)
    return __init__


def _f29():
    def clone(self):
        node = new(cls)
        ref = None
        node._parent = node._context_ref = node.predecessor = None
        node.span = self.span
        node._expanded = node._folded = node._value = _UNSET
        node.name = self.name
        node.op = self.op
        v = self.value
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.value = v
        node.predecessor = self.predecessor
        return node
    return clone


def _f30():
    def children(self):
        out = []
        v = self.value
        if v is not None:
            if v.__class__ is list:
                out.extend(v)
            else:
                out.append(v)
        return out
    return children


def _f31():
    def decode(item, context, parent):
      _kind, start, end, a_name, a_op, f_value = item
      if start.__class__ is int and end.__class__ is int and 0 <= start <= end <= context[1]:
        where = blank_span()
        where.source = context[0]
        where.start = start
        where.end = end
      elif start == -1:
        where = None
      else:
        where = span(start, end, context)
      if a_name.__class__ is str:
        pass
      elif a_name.__class__ is dict and 'n' in a_name:
        s, e = a_name.get("s"), a_name.get("e")
        a_name = Name(a_name['n'], Span(context[0], s, e) if s.__class__ is int and e.__class__ is int and 0 <= s <= e <= context[1] else span(s, e, context))
      elif a_name.__class__ is dict or a_name.__class__ is list:
        a_name = value(a_name, context)
      if a_op.__class__ is str:
        pass
      elif a_op.__class__ is dict and 'n' in a_op:
        s, e = a_op.get("s"), a_op.get("e")
        a_op = Name(a_op['n'], Span(context[0], s, e) if s.__class__ is int and e.__class__ is int and 0 <= s <= e <= context[1] else span(s, e, context))
      elif a_op.__class__ is dict or a_op.__class__ is list:
        a_op = value(a_op, context)
      table = context[2]
      node = new(cls)
      node._parent = parent
      node._context_ref = node.predecessor = None
      node.span = where
      node._expanded = node._folded = node._value = _UNSET
      node.name = a_name
      node.op = a_op
      ref = weakref(node)
      if f_value.__class__ is list:
        if f_value and f_value[0].__class__ is int:
          f_value = table[f_value[0]](f_value, context, ref)
        elif f_value:
          items = f_value
          f_value = []
          for i in items:
            f_value.append(table[i[0]](i, context, ref))
      elif f_value is not None:
        raise ValueError("not a node")
      node.value = f_value
      return node
    return decode


def _f32():
    def __init__(self, span=None):
        self._parent = self._context_ref = self.predecessor = None
        self.span = span
        self._expanded = self._folded = self._value = _UNSET
    return __init__


def _f33():
    def clone(self):
        node = new(cls)
        ref = None
        node._parent = node._context_ref = node.predecessor = None
        node.span = self.span
        node._expanded = node._folded = node._value = _UNSET
        node.predecessor = self.predecessor
        return node
    return clone


def _f34():
    def decode(item, context, parent):
      _kind, start, end = item
      if start.__class__ is int and end.__class__ is int and 0 <= start <= end <= context[1]:
        where = blank_span()
        where.source = context[0]
        where.start = start
        where.end = end
      elif start == -1:
        where = None
      else:
        where = span(start, end, context)
      node = new(cls)
      node._parent = parent
      node._context_ref = node.predecessor = None
      node.span = where
      node._expanded = node._folded = node._value = _UNSET
      return node
    return decode


def _f35():
    def __init__(self, span=None, *, exported=None, type_name=None, query=None, operations=None):
        self._parent = self._context_ref = self.predecessor = None
        self.span = span
        self._expanded = self._folded = self._value = _UNSET
        self.exported = exported
        self.type_name = None if type_name is None else _adopt(self, type_name)
        self.query = None if query is None else _adopt(self, query)
        self.operations = None if operations is None else _adopt(self, operations)
    return __init__


def _f36():
    def clone(self):
        node = new(cls)
        ref = None
        node._parent = node._context_ref = node.predecessor = None
        node.span = self.span
        node._expanded = node._folded = node._value = _UNSET
        node.exported = self.exported
        v = self.type_name
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.type_name = v
        v = self.query
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.query = v
        v = self.operations
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.operations = v
        node.predecessor = self.predecessor
        return node
    return clone


def _f37():
    def children(self):
        out = []
        v = self.type_name
        if v is not None:
            if v.__class__ is list:
                out.extend(v)
            else:
                out.append(v)
        v = self.query
        if v is not None:
            if v.__class__ is list:
                out.extend(v)
            else:
                out.append(v)
        v = self.operations
        if v is not None:
            if v.__class__ is list:
                out.extend(v)
            else:
                out.append(v)
        return out
    return children


def _f38():
    def decode(item, context, parent):
      _kind, start, end, a_exported, f_type_name, f_query, f_operations = item
      if start.__class__ is int and end.__class__ is int and 0 <= start <= end <= context[1]:
        where = blank_span()
        where.source = context[0]
        where.start = start
        where.end = end
      elif start == -1:
        where = None
      else:
        where = span(start, end, context)
      if a_exported.__class__ is str:
        pass
      elif a_exported.__class__ is dict and 'n' in a_exported:
        s, e = a_exported.get("s"), a_exported.get("e")
        a_exported = Name(a_exported['n'], Span(context[0], s, e) if s.__class__ is int and e.__class__ is int and 0 <= s <= e <= context[1] else span(s, e, context))
      elif a_exported.__class__ is dict or a_exported.__class__ is list:
        a_exported = value(a_exported, context)
      table = context[2]
      node = new(cls)
      node._parent = parent
      node._context_ref = node.predecessor = None
      node.span = where
      node._expanded = node._folded = node._value = _UNSET
      node.exported = a_exported
      ref = weakref(node)
      if f_type_name.__class__ is list:
        if f_type_name and f_type_name[0].__class__ is int:
          f_type_name = table[f_type_name[0]](f_type_name, context, ref)
        elif f_type_name:
          items = f_type_name
          f_type_name = []
          for i in items:
            f_type_name.append(table[i[0]](i, context, ref))
      elif f_type_name is not None:
        raise ValueError("not a node")
      node.type_name = f_type_name
      if f_query.__class__ is list:
        if f_query and f_query[0].__class__ is int:
          f_query = table[f_query[0]](f_query, context, ref)
        elif f_query:
          items = f_query
          f_query = []
          for i in items:
            f_query.append(table[i[0]](i, context, ref))
      elif f_query is not None:
        raise ValueError("not a node")
      node.query = f_query
      if f_operations.__class__ is list:
        if f_operations and f_operations[0].__class__ is int:
          f_operations = table[f_operations[0]](f_operations, context, ref)
        elif f_operations:
          items = f_operations
          f_operations = []
          for i in items:
            f_operations.append(table[i[0]](i, context, ref))
      elif f_operations is not None:
        raise ValueError("not a node")
      node.operations = f_operations
      return node
    return decode


def _f39():
    def __init__(self, span=None, *, attribute=None, op=None, name_expr=None, value=None):
        self._parent = self._context_ref = self.predecessor = None
        self.span = span
        self._expanded = self._folded = self._value = _UNSET
        self.attribute = attribute
        self.op = op
        self.name_expr = None if name_expr is None else _adopt(self, name_expr)
        self.value = None if value is None else _adopt(self, value)
    return __init__


def _f40():
    def clone(self):
        node = new(cls)
        ref = None
        node._parent = node._context_ref = node.predecessor = None
        node.span = self.span
        node._expanded = node._folded = node._value = _UNSET
        node.attribute = self.attribute
        node.op = self.op
        v = self.name_expr
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.name_expr = v
        v = self.value
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.value = v
        node.predecessor = self.predecessor
        return node
    return clone


def _f41():
    def children(self):
        out = []
        v = self.name_expr
        if v is not None:
            if v.__class__ is list:
                out.extend(v)
            else:
                out.append(v)
        v = self.value
        if v is not None:
            if v.__class__ is list:
                out.extend(v)
            else:
                out.append(v)
        return out
    return children


def _f42():
    def decode(item, context, parent):
      _kind, start, end, a_attribute, a_op, f_name_expr, f_value = item
      if start.__class__ is int and end.__class__ is int and 0 <= start <= end <= context[1]:
        where = blank_span()
        where.source = context[0]
        where.start = start
        where.end = end
      elif start == -1:
        where = None
      else:
        where = span(start, end, context)
      if a_attribute.__class__ is str:
        pass
      elif a_attribute.__class__ is dict and 'n' in a_attribute:
        s, e = a_attribute.get("s"), a_attribute.get("e")
        a_attribute = Name(a_attribute['n'], Span(context[0], s, e) if s.__class__ is int and e.__class__ is int and 0 <= s <= e <= context[1] else span(s, e, context))
      elif a_attribute.__class__ is dict or a_attribute.__class__ is list:
        a_attribute = value(a_attribute, context)
      if a_op.__class__ is str:
        pass
      elif a_op.__class__ is dict and 'n' in a_op:
        s, e = a_op.get("s"), a_op.get("e")
        a_op = Name(a_op['n'], Span(context[0], s, e) if s.__class__ is int and e.__class__ is int and 0 <= s <= e <= context[1] else span(s, e, context))
      elif a_op.__class__ is dict or a_op.__class__ is list:
        a_op = value(a_op, context)
      table = context[2]
      node = new(cls)
      node._parent = parent
      node._context_ref = node.predecessor = None
      node.span = where
      node._expanded = node._folded = node._value = _UNSET
      node.attribute = a_attribute
      node.op = a_op
      ref = weakref(node)
      if f_name_expr.__class__ is list:
        if f_name_expr and f_name_expr[0].__class__ is int:
          f_name_expr = table[f_name_expr[0]](f_name_expr, context, ref)
        elif f_name_expr:
          items = f_name_expr
          f_name_expr = []
          for i in items:
            f_name_expr.append(table[i[0]](i, context, ref))
      elif f_name_expr is not None:
        raise ValueError("not a node")
      node.name_expr = f_name_expr
      if f_value.__class__ is list:
        if f_value and f_value[0].__class__ is int:
          f_value = table[f_value[0]](f_value, context, ref)
        elif f_value:
          items = f_value
          f_value = []
          for i in items:
            f_value.append(table[i[0]](i, context, ref))
      elif f_value is not None:
        raise ValueError("not a node")
      node.value = f_value
      return node
    return decode


def _f43():
    def __init__(self, span=None, *, attribute=None, op=None, value=None):
        self._parent = self._context_ref = self.predecessor = None
        self.span = span
        self._expanded = self._folded = self._value = _UNSET
        self.attribute = attribute
        self.op = op
        self.value = None if value is None else _adopt(self, value)
    return __init__


def _f44():
    def clone(self):
        node = new(cls)
        ref = None
        node._parent = node._context_ref = node.predecessor = None
        node.span = self.span
        node._expanded = node._folded = node._value = _UNSET
        node.attribute = self.attribute
        node.op = self.op
        v = self.value
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.value = v
        node.predecessor = self.predecessor
        return node
    return clone


def _f45():
    def decode(item, context, parent):
      _kind, start, end, a_attribute, a_op, f_value = item
      if start.__class__ is int and end.__class__ is int and 0 <= start <= end <= context[1]:
        where = blank_span()
        where.source = context[0]
        where.start = start
        where.end = end
      elif start == -1:
        where = None
      else:
        where = span(start, end, context)
      if a_attribute.__class__ is str:
        pass
      elif a_attribute.__class__ is dict and 'n' in a_attribute:
        s, e = a_attribute.get("s"), a_attribute.get("e")
        a_attribute = Name(a_attribute['n'], Span(context[0], s, e) if s.__class__ is int and e.__class__ is int and 0 <= s <= e <= context[1] else span(s, e, context))
      elif a_attribute.__class__ is dict or a_attribute.__class__ is list:
        a_attribute = value(a_attribute, context)
      if a_op.__class__ is str:
        pass
      elif a_op.__class__ is dict and 'n' in a_op:
        s, e = a_op.get("s"), a_op.get("e")
        a_op = Name(a_op['n'], Span(context[0], s, e) if s.__class__ is int and e.__class__ is int and 0 <= s <= e <= context[1] else span(s, e, context))
      elif a_op.__class__ is dict or a_op.__class__ is list:
        a_op = value(a_op, context)
      table = context[2]
      node = new(cls)
      node._parent = parent
      node._context_ref = node.predecessor = None
      node.span = where
      node._expanded = node._folded = node._value = _UNSET
      node.attribute = a_attribute
      node.op = a_op
      ref = weakref(node)
      if f_value.__class__ is list:
        if f_value and f_value[0].__class__ is int:
          f_value = table[f_value[0]](f_value, context, ref)
        elif f_value:
          items = f_value
          f_value = []
          for i in items:
            f_value.append(table[i[0]](i, context, ref))
      elif f_value is not None:
        raise ValueError("not a node")
      node.value = f_value
      return node
    return decode


def _f46():
    def __init__(self, span=None, *, op=None, left=None, right=None):
        self._parent = self._context_ref = self.predecessor = None
        self.span = span
        self._expanded = self._folded = self._value = _UNSET
        self.op = op
        self.left = None if left is None else _adopt(self, left)
        self.right = None if right is None else _adopt(self, right)
    return __init__


def _f47():
    def clone(self):
        node = new(cls)
        ref = None
        node._parent = node._context_ref = node.predecessor = None
        node.span = self.span
        node._expanded = node._folded = node._value = _UNSET
        node.op = self.op
        v = self.left
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.left = v
        v = self.right
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.right = v
        node.predecessor = self.predecessor
        return node
    return clone


def _f48():
    def children(self):
        out = []
        v = self.left
        if v is not None:
            if v.__class__ is list:
                out.extend(v)
            else:
                out.append(v)
        v = self.right
        if v is not None:
            if v.__class__ is list:
                out.extend(v)
            else:
                out.append(v)
        return out
    return children


def _f49():
    def decode(item, context, parent):
      _kind, start, end, a_op, f_left, f_right = item
      if start.__class__ is int and end.__class__ is int and 0 <= start <= end <= context[1]:
        where = blank_span()
        where.source = context[0]
        where.start = start
        where.end = end
      elif start == -1:
        where = None
      else:
        where = span(start, end, context)
      if a_op.__class__ is str:
        pass
      elif a_op.__class__ is dict and 'n' in a_op:
        s, e = a_op.get("s"), a_op.get("e")
        a_op = Name(a_op['n'], Span(context[0], s, e) if s.__class__ is int and e.__class__ is int and 0 <= s <= e <= context[1] else span(s, e, context))
      elif a_op.__class__ is dict or a_op.__class__ is list:
        a_op = value(a_op, context)
      table = context[2]
      node = new(cls)
      node._parent = parent
      node._context_ref = node.predecessor = None
      node.span = where
      node._expanded = node._folded = node._value = _UNSET
      node.op = a_op
      ref = weakref(node)
      if f_left.__class__ is list:
        if f_left and f_left[0].__class__ is int:
          f_left = table[f_left[0]](f_left, context, ref)
        elif f_left:
          items = f_left
          f_left = []
          for i in items:
            f_left.append(table[i[0]](i, context, ref))
      elif f_left is not None:
        raise ValueError("not a node")
      node.left = f_left
      if f_right.__class__ is list:
        if f_right and f_right[0].__class__ is int:
          f_right = table[f_right[0]](f_right, context, ref)
        elif f_right:
          items = f_right
          f_right = []
          for i in items:
            f_right.append(table[i[0]](i, context, ref))
      elif f_right is not None:
        raise ValueError("not a node")
      node.right = f_right
      return node
    return decode


def _f50():
    def __init__(self, span=None, *, title=None, operations=None):
        self._parent = self._context_ref = self.predecessor = None
        self.span = span
        self._expanded = self._folded = self._value = _UNSET
        self.title = None if title is None else _adopt(self, title)
        self.operations = None if operations is None else _adopt(self, operations)
    return __init__


def _f51():
    def clone(self):
        node = new(cls)
        ref = None
        node._parent = node._context_ref = node.predecessor = None
        node.span = self.span
        node._expanded = node._folded = node._value = _UNSET
        v = self.title
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.title = v
        v = self.operations
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.operations = v
        node.predecessor = self.predecessor
        return node
    return clone


def _f52():
    def children(self):
        out = []
        v = self.title
        if v is not None:
            if v.__class__ is list:
                out.extend(v)
            else:
                out.append(v)
        v = self.operations
        if v is not None:
            if v.__class__ is list:
                out.extend(v)
            else:
                out.append(v)
        return out
    return children


def _f53():
    def decode(item, context, parent):
      _kind, start, end, f_title, f_operations = item
      if start.__class__ is int and end.__class__ is int and 0 <= start <= end <= context[1]:
        where = blank_span()
        where.source = context[0]
        where.start = start
        where.end = end
      elif start == -1:
        where = None
      else:
        where = span(start, end, context)
      table = context[2]
      node = new(cls)
      node._parent = parent
      node._context_ref = node.predecessor = None
      node.span = where
      node._expanded = node._folded = node._value = _UNSET
      ref = weakref(node)
      if f_title.__class__ is list:
        if f_title and f_title[0].__class__ is int:
          f_title = table[f_title[0]](f_title, context, ref)
        elif f_title:
          items = f_title
          f_title = []
          for i in items:
            f_title.append(table[i[0]](i, context, ref))
      elif f_title is not None:
        raise ValueError("not a node")
      node.title = f_title
      if f_operations.__class__ is list:
        if f_operations and f_operations[0].__class__ is int:
          f_operations = table[f_operations[0]](f_operations, context, ref)
        elif f_operations:
          items = f_operations
          f_operations = []
          for i in items:
            f_operations.append(table[i[0]](i, context, ref))
      elif f_operations is not None:
        raise ValueError("not a node")
      node.operations = f_operations
      return node
    return decode


def _f54():
    def __init__(self, span=None, *, type_name=None, operations=None):
        self._parent = self._context_ref = self.predecessor = None
        self.span = span
        self._expanded = self._folded = self._value = _UNSET
        self.type_name = None if type_name is None else _adopt(self, type_name)
        self.operations = None if operations is None else _adopt(self, operations)
    return __init__


def _f55():
    def clone(self):
        node = new(cls)
        ref = None
        node._parent = node._context_ref = node.predecessor = None
        node.span = self.span
        node._expanded = node._folded = node._value = _UNSET
        v = self.type_name
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.type_name = v
        v = self.operations
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.operations = v
        node.predecessor = self.predecessor
        return node
    return clone


def _f56():
    def children(self):
        out = []
        v = self.type_name
        if v is not None:
            if v.__class__ is list:
                out.extend(v)
            else:
                out.append(v)
        v = self.operations
        if v is not None:
            if v.__class__ is list:
                out.extend(v)
            else:
                out.append(v)
        return out
    return children


def _f57():
    def decode(item, context, parent):
      _kind, start, end, f_type_name, f_operations = item
      if start.__class__ is int and end.__class__ is int and 0 <= start <= end <= context[1]:
        where = blank_span()
        where.source = context[0]
        where.start = start
        where.end = end
      elif start == -1:
        where = None
      else:
        where = span(start, end, context)
      table = context[2]
      node = new(cls)
      node._parent = parent
      node._context_ref = node.predecessor = None
      node.span = where
      node._expanded = node._folded = node._value = _UNSET
      ref = weakref(node)
      if f_type_name.__class__ is list:
        if f_type_name and f_type_name[0].__class__ is int:
          f_type_name = table[f_type_name[0]](f_type_name, context, ref)
        elif f_type_name:
          items = f_type_name
          f_type_name = []
          for i in items:
            f_type_name.append(table[i[0]](i, context, ref))
      elif f_type_name is not None:
        raise ValueError("not a node")
      node.type_name = f_type_name
      if f_operations.__class__ is list:
        if f_operations and f_operations[0].__class__ is int:
          f_operations = table[f_operations[0]](f_operations, context, ref)
        elif f_operations:
          items = f_operations
          f_operations = []
          for i in items:
            f_operations.append(table[i[0]](i, context, ref))
      elif f_operations is not None:
        raise ValueError("not a node")
      node.operations = f_operations
      return node
    return decode


def _f58():
    def __init__(self, span=None, *, form=None, type_name=None, bodies=None):
        self._parent = self._context_ref = self.predecessor = None
        self.span = span
        self._expanded = self._folded = self._value = _UNSET
        self.form = form
        self.type_name = None if type_name is None else _adopt(self, type_name)
        self.bodies = None if bodies is None else _adopt(self, bodies)
    return __init__


def _f59():
    def clone(self):
        node = new(cls)
        ref = None
        node._parent = node._context_ref = node.predecessor = None
        node.span = self.span
        node._expanded = node._folded = node._value = _UNSET
        node.form = self.form
        v = self.type_name
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.type_name = v
        v = self.bodies
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.bodies = v
        node.predecessor = self.predecessor
        return node
    return clone


def _f60():
    def children(self):
        out = []
        v = self.type_name
        if v is not None:
            if v.__class__ is list:
                out.extend(v)
            else:
                out.append(v)
        v = self.bodies
        if v is not None:
            if v.__class__ is list:
                out.extend(v)
            else:
                out.append(v)
        return out
    return children


def _f61():
    def decode(item, context, parent):
      _kind, start, end, a_form, f_type_name, f_bodies = item
      if start.__class__ is int and end.__class__ is int and 0 <= start <= end <= context[1]:
        where = blank_span()
        where.source = context[0]
        where.start = start
        where.end = end
      elif start == -1:
        where = None
      else:
        where = span(start, end, context)
      if a_form.__class__ is str:
        pass
      elif a_form.__class__ is dict and 'n' in a_form:
        s, e = a_form.get("s"), a_form.get("e")
        a_form = Name(a_form['n'], Span(context[0], s, e) if s.__class__ is int and e.__class__ is int and 0 <= s <= e <= context[1] else span(s, e, context))
      elif a_form.__class__ is dict or a_form.__class__ is list:
        a_form = value(a_form, context)
      table = context[2]
      node = new(cls)
      node._parent = parent
      node._context_ref = node.predecessor = None
      node.span = where
      node._expanded = node._folded = node._value = _UNSET
      node.form = a_form
      ref = weakref(node)
      if f_type_name.__class__ is list:
        if f_type_name and f_type_name[0].__class__ is int:
          f_type_name = table[f_type_name[0]](f_type_name, context, ref)
        elif f_type_name:
          items = f_type_name
          f_type_name = []
          for i in items:
            f_type_name.append(table[i[0]](i, context, ref))
      elif f_type_name is not None:
        raise ValueError("not a node")
      node.type_name = f_type_name
      if f_bodies.__class__ is list:
        if f_bodies and f_bodies[0].__class__ is int:
          f_bodies = table[f_bodies[0]](f_bodies, context, ref)
        elif f_bodies:
          items = f_bodies
          f_bodies = []
          for i in items:
            f_bodies.append(table[i[0]](i, context, ref))
      elif f_bodies is not None:
        raise ValueError("not a node")
      node.bodies = f_bodies
      return node
    return decode


def _f62():
    def __init__(self, span=None, *, target=None, operations=None):
        self._parent = self._context_ref = self.predecessor = None
        self.span = span
        self._expanded = self._folded = self._value = _UNSET
        self.target = None if target is None else _adopt(self, target)
        self.operations = None if operations is None else _adopt(self, operations)
    return __init__


def _f63():
    def clone(self):
        node = new(cls)
        ref = None
        node._parent = node._context_ref = node.predecessor = None
        node.span = self.span
        node._expanded = node._folded = node._value = _UNSET
        v = self.target
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.target = v
        v = self.operations
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.operations = v
        node.predecessor = self.predecessor
        return node
    return clone


def _f64():
    def children(self):
        out = []
        v = self.target
        if v is not None:
            if v.__class__ is list:
                out.extend(v)
            else:
                out.append(v)
        v = self.operations
        if v is not None:
            if v.__class__ is list:
                out.extend(v)
            else:
                out.append(v)
        return out
    return children


def _f65():
    def decode(item, context, parent):
      _kind, start, end, f_target, f_operations = item
      if start.__class__ is int and end.__class__ is int and 0 <= start <= end <= context[1]:
        where = blank_span()
        where.source = context[0]
        where.start = start
        where.end = end
      elif start == -1:
        where = None
      else:
        where = span(start, end, context)
      table = context[2]
      node = new(cls)
      node._parent = parent
      node._context_ref = node.predecessor = None
      node.span = where
      node._expanded = node._folded = node._value = _UNSET
      ref = weakref(node)
      if f_target.__class__ is list:
        if f_target and f_target[0].__class__ is int:
          f_target = table[f_target[0]](f_target, context, ref)
        elif f_target:
          items = f_target
          f_target = []
          for i in items:
            f_target.append(table[i[0]](i, context, ref))
      elif f_target is not None:
        raise ValueError("not a node")
      node.target = f_target
      if f_operations.__class__ is list:
        if f_operations and f_operations[0].__class__ is int:
          f_operations = table[f_operations[0]](f_operations, context, ref)
        elif f_operations:
          items = f_operations
          f_operations = []
          for i in items:
            f_operations.append(table[i[0]](i, context, ref))
      elif f_operations is not None:
        raise ValueError("not a node")
      node.operations = f_operations
      return node
    return decode


def _f66():
    def __init__(self, span=None, *, stubs=None, expressions=None):
        self._parent = self._context_ref = self.predecessor = None
        self.span = span
        self._expanded = self._folded = self._value = _UNSET
        self.stubs = stubs
        self.expressions = None if expressions is None else _adopt(self, expressions)
    return __init__


def _f67():
    def clone(self):
        node = new(cls)
        ref = None
        node._parent = node._context_ref = node.predecessor = None
        node.span = self.span
        node._expanded = node._folded = node._value = _UNSET
        node.stubs = self.stubs
        v = self.expressions
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.expressions = v
        node.predecessor = self.predecessor
        return node
    return clone


def _f68():
    def children(self):
        out = []
        v = self.expressions
        if v is not None:
            if v.__class__ is list:
                out.extend(v)
            else:
                out.append(v)
        return out
    return children


def _f69():
    def decode(item, context, parent):
      _kind, start, end, a_stubs, f_expressions = item
      if start.__class__ is int and end.__class__ is int and 0 <= start <= end <= context[1]:
        where = blank_span()
        where.source = context[0]
        where.start = start
        where.end = end
      elif start == -1:
        where = None
      else:
        where = span(start, end, context)
      if a_stubs.__class__ is str:
        pass
      elif a_stubs.__class__ is dict and 'n' in a_stubs:
        s, e = a_stubs.get("s"), a_stubs.get("e")
        a_stubs = Name(a_stubs['n'], Span(context[0], s, e) if s.__class__ is int and e.__class__ is int and 0 <= s <= e <= context[1] else span(s, e, context))
      elif a_stubs.__class__ is dict or a_stubs.__class__ is list:
        a_stubs = value(a_stubs, context)
      table = context[2]
      node = new(cls)
      node._parent = parent
      node._context_ref = node.predecessor = None
      node.span = where
      node._expanded = node._folded = node._value = _UNSET
      node.stubs = a_stubs
      ref = weakref(node)
      if f_expressions.__class__ is list:
        if f_expressions and f_expressions[0].__class__ is int:
          f_expressions = table[f_expressions[0]](f_expressions, context, ref)
        elif f_expressions:
          items = f_expressions
          f_expressions = []
          for i in items:
            f_expressions.append(table[i[0]](i, context, ref))
      elif f_expressions is not None:
        raise ValueError("not a node")
      node.expressions = f_expressions
      return node
    return decode


def _f70():
    def __init__(self, span=None, *, subject=None, options=None):
        self._parent = self._context_ref = self.predecessor = None
        self.span = span
        self._expanded = self._folded = self._value = _UNSET
        self._choice = None
        self.subject = None if subject is None else _adopt(self, subject)
        self.options = None if options is None else _adopt(self, options)
    return __init__


def _f71():
    def clone(self):
        node = new(cls)
        ref = None
        node._parent = node._context_ref = node.predecessor = None
        node.span = self.span
        node._expanded = node._folded = node._value = _UNSET
        node._choice = None
        v = self.subject
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.subject = v
        v = self.options
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.options = v
        node.predecessor = self.predecessor
        return node
    return clone


def _f72():
    def children(self):
        out = []
        v = self.subject
        if v is not None:
            if v.__class__ is list:
                out.extend(v)
            else:
                out.append(v)
        v = self.options
        if v is not None:
            if v.__class__ is list:
                out.extend(v)
            else:
                out.append(v)
        return out
    return children


def _f73():
    def decode(item, context, parent):
      _kind, start, end, f_subject, f_options = item
      if start.__class__ is int and end.__class__ is int and 0 <= start <= end <= context[1]:
        where = blank_span()
        where.source = context[0]
        where.start = start
        where.end = end
      elif start == -1:
        where = None
      else:
        where = span(start, end, context)
      table = context[2]
      node = new(cls)
      node._parent = parent
      node._context_ref = node.predecessor = None
      node.span = where
      node._expanded = node._folded = node._value = _UNSET
      node._choice = None
      ref = weakref(node)
      if f_subject.__class__ is list:
        if f_subject and f_subject[0].__class__ is int:
          f_subject = table[f_subject[0]](f_subject, context, ref)
        elif f_subject:
          items = f_subject
          f_subject = []
          for i in items:
            f_subject.append(table[i[0]](i, context, ref))
      elif f_subject is not None:
        raise ValueError("not a node")
      node.subject = f_subject
      if f_options.__class__ is list:
        if f_options and f_options[0].__class__ is int:
          f_options = table[f_options[0]](f_options, context, ref)
        elif f_options:
          items = f_options
          f_options = []
          for i in items:
            f_options.append(table[i[0]](i, context, ref))
      elif f_options is not None:
        raise ValueError("not a node")
      node.options = f_options
      return node
    return decode


def _f74():
    def __init__(self, span=None, *, values=None, body=None):
        self._parent = self._context_ref = self.predecessor = None
        self.span = span
        self._expanded = self._folded = self._value = _UNSET
        self.values = None if values is None else _adopt(self, values)
        self.body = None if body is None else _adopt(self, body)
    return __init__


def _f75():
    def clone(self):
        node = new(cls)
        ref = None
        node._parent = node._context_ref = node.predecessor = None
        node.span = self.span
        node._expanded = node._folded = node._value = _UNSET
        v = self.values
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.values = v
        v = self.body
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.body = v
        node.predecessor = self.predecessor
        return node
    return clone


def _f76():
    def children(self):
        out = []
        v = self.values
        if v is not None:
            if v.__class__ is list:
                out.extend(v)
            else:
                out.append(v)
        v = self.body
        if v is not None:
            if v.__class__ is list:
                out.extend(v)
            else:
                out.append(v)
        return out
    return children


def _f77():
    def decode(item, context, parent):
      _kind, start, end, f_values, f_body = item
      if start.__class__ is int and end.__class__ is int and 0 <= start <= end <= context[1]:
        where = blank_span()
        where.source = context[0]
        where.start = start
        where.end = end
      elif start == -1:
        where = None
      else:
        where = span(start, end, context)
      table = context[2]
      node = new(cls)
      node._parent = parent
      node._context_ref = node.predecessor = None
      node.span = where
      node._expanded = node._folded = node._value = _UNSET
      ref = weakref(node)
      if f_values.__class__ is list:
        if f_values and f_values[0].__class__ is int:
          f_values = table[f_values[0]](f_values, context, ref)
        elif f_values:
          items = f_values
          f_values = []
          for i in items:
            f_values.append(table[i[0]](i, context, ref))
      elif f_values is not None:
        raise ValueError("not a node")
      node.values = f_values
      if f_body.__class__ is list:
        if f_body and f_body[0].__class__ is int:
          f_body = table[f_body[0]](f_body, context, ref)
        elif f_body:
          items = f_body
          f_body = []
          for i in items:
            f_body.append(table[i[0]](i, context, ref))
      elif f_body is not None:
        raise ValueError("not a node")
      node.body = f_body
      return node
    return decode


def _f78():
    def __init__(self, span=None, *, negate=None, condition=None, then=None, otherwise=None):
        self._parent = self._context_ref = self.predecessor = None
        self.span = span
        self._expanded = self._folded = self._value = _UNSET
        self._taken = None
        self.negate = negate
        self.condition = None if condition is None else _adopt(self, condition)
        self.then = None if then is None else _adopt(self, then)
        self.otherwise = None if otherwise is None else _adopt(self, otherwise)
    return __init__


def _f79():
    def clone(self):
        node = new(cls)
        ref = None
        node._parent = node._context_ref = node.predecessor = None
        node.span = self.span
        node._expanded = node._folded = node._value = _UNSET
        node._taken = None
        node.negate = self.negate
        v = self.condition
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.condition = v
        v = self.then
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.then = v
        v = self.otherwise
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.otherwise = v
        node.predecessor = self.predecessor
        return node
    return clone


def _f80():
    def children(self):
        out = []
        v = self.condition
        if v is not None:
            if v.__class__ is list:
                out.extend(v)
            else:
                out.append(v)
        v = self.then
        if v is not None:
            if v.__class__ is list:
                out.extend(v)
            else:
                out.append(v)
        v = self.otherwise
        if v is not None:
            if v.__class__ is list:
                out.extend(v)
            else:
                out.append(v)
        return out
    return children


def _f81():
    def decode(item, context, parent):
      _kind, start, end, a_negate, f_condition, f_then, f_otherwise = item
      if start.__class__ is int and end.__class__ is int and 0 <= start <= end <= context[1]:
        where = blank_span()
        where.source = context[0]
        where.start = start
        where.end = end
      elif start == -1:
        where = None
      else:
        where = span(start, end, context)
      if a_negate.__class__ is str:
        pass
      elif a_negate.__class__ is dict and 'n' in a_negate:
        s, e = a_negate.get("s"), a_negate.get("e")
        a_negate = Name(a_negate['n'], Span(context[0], s, e) if s.__class__ is int and e.__class__ is int and 0 <= s <= e <= context[1] else span(s, e, context))
      elif a_negate.__class__ is dict or a_negate.__class__ is list:
        a_negate = value(a_negate, context)
      table = context[2]
      node = new(cls)
      node._parent = parent
      node._context_ref = node.predecessor = None
      node.span = where
      node._expanded = node._folded = node._value = _UNSET
      node._taken = None
      node.negate = a_negate
      ref = weakref(node)
      if f_condition.__class__ is list:
        if f_condition and f_condition[0].__class__ is int:
          f_condition = table[f_condition[0]](f_condition, context, ref)
        elif f_condition:
          items = f_condition
          f_condition = []
          for i in items:
            f_condition.append(table[i[0]](i, context, ref))
      elif f_condition is not None:
        raise ValueError("not a node")
      node.condition = f_condition
      if f_then.__class__ is list:
        if f_then and f_then[0].__class__ is int:
          f_then = table[f_then[0]](f_then, context, ref)
        elif f_then:
          items = f_then
          f_then = []
          for i in items:
            f_then.append(table[i[0]](i, context, ref))
      elif f_then is not None:
        raise ValueError("not a node")
      node.then = f_then
      if f_otherwise.__class__ is list:
        if f_otherwise and f_otherwise[0].__class__ is int:
          f_otherwise = table[f_otherwise[0]](f_otherwise, context, ref)
        elif f_otherwise:
          items = f_otherwise
          f_otherwise = []
          for i in items:
            f_otherwise.append(table[i[0]](i, context, ref))
      elif f_otherwise is not None:
        raise ValueError("not a node")
      node.otherwise = f_otherwise
      return node
    return decode


def _f82():
    def __init__(self, span=None, *, subject=None, entries=None):
        self._parent = self._context_ref = self.predecessor = None
        self.span = span
        self._expanded = self._folded = self._value = _UNSET
        self._choice = None
        self.subject = None if subject is None else _adopt(self, subject)
        self.entries = None if entries is None else _adopt(self, entries)
    return __init__


def _f83():
    def clone(self):
        node = new(cls)
        ref = None
        node._parent = node._context_ref = node.predecessor = None
        node.span = self.span
        node._expanded = node._folded = node._value = _UNSET
        node._choice = None
        v = self.subject
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.subject = v
        v = self.entries
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.entries = v
        node.predecessor = self.predecessor
        return node
    return clone


def _f84():
    def children(self):
        out = []
        v = self.subject
        if v is not None:
            if v.__class__ is list:
                out.extend(v)
            else:
                out.append(v)
        v = self.entries
        if v is not None:
            if v.__class__ is list:
                out.extend(v)
            else:
                out.append(v)
        return out
    return children


def _f85():
    def decode(item, context, parent):
      _kind, start, end, f_subject, f_entries = item
      if start.__class__ is int and end.__class__ is int and 0 <= start <= end <= context[1]:
        where = blank_span()
        where.source = context[0]
        where.start = start
        where.end = end
      elif start == -1:
        where = None
      else:
        where = span(start, end, context)
      table = context[2]
      node = new(cls)
      node._parent = parent
      node._context_ref = node.predecessor = None
      node.span = where
      node._expanded = node._folded = node._value = _UNSET
      node._choice = None
      ref = weakref(node)
      if f_subject.__class__ is list:
        if f_subject and f_subject[0].__class__ is int:
          f_subject = table[f_subject[0]](f_subject, context, ref)
        elif f_subject:
          items = f_subject
          f_subject = []
          for i in items:
            f_subject.append(table[i[0]](i, context, ref))
      elif f_subject is not None:
        raise ValueError("not a node")
      node.subject = f_subject
      if f_entries.__class__ is list:
        if f_entries and f_entries[0].__class__ is int:
          f_entries = table[f_entries[0]](f_entries, context, ref)
        elif f_entries:
          items = f_entries
          f_entries = []
          for i in items:
            f_entries.append(table[i[0]](i, context, ref))
      elif f_entries is not None:
        raise ValueError("not a node")
      node.entries = f_entries
      return node
    return decode


def _f86():
    def __init__(self, span=None, *, key=None, value=None):
        self._parent = self._context_ref = self.predecessor = None
        self.span = span
        self._expanded = self._folded = self._value = _UNSET
        self.key = None if key is None else _adopt(self, key)
        self.value = None if value is None else _adopt(self, value)
    return __init__


def _f87():
    def clone(self):
        node = new(cls)
        ref = None
        node._parent = node._context_ref = node.predecessor = None
        node.span = self.span
        node._expanded = node._folded = node._value = _UNSET
        v = self.key
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.key = v
        v = self.value
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.value = v
        node.predecessor = self.predecessor
        return node
    return clone


def _f88():
    def children(self):
        out = []
        v = self.key
        if v is not None:
            if v.__class__ is list:
                out.extend(v)
            else:
                out.append(v)
        v = self.value
        if v is not None:
            if v.__class__ is list:
                out.extend(v)
            else:
                out.append(v)
        return out
    return children


def _f89():
    def decode(item, context, parent):
      _kind, start, end, f_key, f_value = item
      if start.__class__ is int and end.__class__ is int and 0 <= start <= end <= context[1]:
        where = blank_span()
        where.source = context[0]
        where.start = start
        where.end = end
      elif start == -1:
        where = None
      else:
        where = span(start, end, context)
      table = context[2]
      node = new(cls)
      node._parent = parent
      node._context_ref = node.predecessor = None
      node.span = where
      node._expanded = node._folded = node._value = _UNSET
      ref = weakref(node)
      if f_key.__class__ is list:
        if f_key and f_key[0].__class__ is int:
          f_key = table[f_key[0]](f_key, context, ref)
        elif f_key:
          items = f_key
          f_key = []
          for i in items:
            f_key.append(table[i[0]](i, context, ref))
      elif f_key is not None:
        raise ValueError("not a node")
      node.key = f_key
      if f_value.__class__ is list:
        if f_value and f_value[0].__class__ is int:
          f_value = table[f_value[0]](f_value, context, ref)
        elif f_value:
          items = f_value
          f_value = []
          for i in items:
            f_value.append(table[i[0]](i, context, ref))
      elif f_value is not None:
        raise ValueError("not a node")
      node.value = f_value
      return node
    return decode


def _f90():
    def __init__(self, span=None, *, value=None):
        self._parent = self._context_ref = self.predecessor = None
        self.span = span
        self._expanded = self._folded = self._value = _UNSET
        self.value = value
    return __init__


def _f91():
    def clone(self):
        node = new(cls)
        ref = None
        node._parent = node._context_ref = node.predecessor = None
        node.span = self.span
        node._expanded = node._folded = node._value = _UNSET
        node.value = self.value
        node.predecessor = self.predecessor
        return node
    return clone


def _f92():
    def decode(item, context, parent):
      _kind, start, end, a_value = item
      if start.__class__ is int and end.__class__ is int and 0 <= start <= end <= context[1]:
        where = blank_span()
        where.source = context[0]
        where.start = start
        where.end = end
      elif start == -1:
        where = None
      else:
        where = span(start, end, context)
      if a_value.__class__ is str:
        pass
      elif a_value.__class__ is dict and 'n' in a_value:
        s, e = a_value.get("s"), a_value.get("e")
        a_value = Name(a_value['n'], Span(context[0], s, e) if s.__class__ is int and e.__class__ is int and 0 <= s <= e <= context[1] else span(s, e, context))
      elif a_value.__class__ is dict or a_value.__class__ is list:
        a_value = value(a_value, context)
      node = new(cls)
      node._parent = parent
      node._context_ref = node.predecessor = None
      node.span = where
      node._expanded = node._folded = node._value = _UNSET
      node.value = a_value
      return node
    return decode


def _f93():
    def clone(self):
        node = new(cls)
        ref = None
        node._parent = node._context_ref = node.predecessor = None
        node.span = self.span
        node._expanded = node._folded = node._value = _UNSET
        node.value = self.value
        node.predecessor = self.predecessor
        self._after_clone(node)
        return node
    return clone


def _f94():
    def __init__(self, span=None, *, parts=None):
        self._parent = self._context_ref = self.predecessor = None
        self.span = span
        self._expanded = self._folded = self._value = _UNSET
        self.parts = None if parts is None else _adopt(self, parts)
    return __init__


def _f95():
    def clone(self):
        node = new(cls)
        ref = None
        node._parent = node._context_ref = node.predecessor = None
        node.span = self.span
        node._expanded = node._folded = node._value = _UNSET
        v = self.parts
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.parts = v
        node.predecessor = self.predecessor
        return node
    return clone


def _f96():
    def children(self):
        out = []
        v = self.parts
        if v is not None:
            if v.__class__ is list:
                out.extend(v)
            else:
                out.append(v)
        return out
    return children


def _f97():
    def decode(item, context, parent):
      _kind, start, end, f_parts = item
      if start.__class__ is int and end.__class__ is int and 0 <= start <= end <= context[1]:
        where = blank_span()
        where.source = context[0]
        where.start = start
        where.end = end
      elif start == -1:
        where = None
      else:
        where = span(start, end, context)
      table = context[2]
      node = new(cls)
      node._parent = parent
      node._context_ref = node.predecessor = None
      node.span = where
      node._expanded = node._folded = node._value = _UNSET
      ref = weakref(node)
      if f_parts.__class__ is list:
        if f_parts and f_parts[0].__class__ is int:
          f_parts = table[f_parts[0]](f_parts, context, ref)
        elif f_parts:
          items = f_parts
          f_parts = []
          for i in items:
            f_parts.append(table[i[0]](i, context, ref))
      elif f_parts is not None:
        raise ValueError("not a node")
      node.parts = f_parts
      return node
    return decode


def _f98():
    def __init__(self, span=None, *, entries=None):
        self._parent = self._context_ref = self.predecessor = None
        self.span = span
        self._expanded = self._folded = self._value = _UNSET
        self.entries = None if entries is None else _adopt(self, entries)
    return __init__


def _f99():
    def clone(self):
        node = cls(self.span, entries=_copy(self.entries))
        node.predecessor = self.predecessor
        return node
    return clone


def _f100():
    def children(self):
        out = []
        v = self.entries
        if v is not None:
            if v.__class__ is list:
                out.extend(v)
            else:
                out.append(v)
        return out
    return children


def _f101():
    def decode(item, context, parent):
      _kind, start, end, f_entries = item
      if start.__class__ is int and end.__class__ is int and 0 <= start <= end <= context[1]:
        where = blank_span()
        where.source = context[0]
        where.start = start
        where.end = end
      elif start == -1:
        where = None
      else:
        where = span(start, end, context)
      table = context[2]
      if f_entries.__class__ is list:
        if f_entries and f_entries[0].__class__ is int:
          f_entries = table[f_entries[0]](f_entries, context, None)
        else:
          f_entries = [table[i[0]](i, context, None) for i in f_entries]
      elif f_entries is not None:
        raise ValueError("not a node")
      node = cls(where, entries=f_entries)
      node._parent = parent
      return node
    return decode


def _f102():
    def clone(self):
        node = cls(self.span, value=self.value)
        node.predecessor = self.predecessor
        return node
    return clone


def _f103():
    def decode(item, context, parent):
      _kind, start, end, a_value = item
      if start.__class__ is int and end.__class__ is int and 0 <= start <= end <= context[1]:
        where = blank_span()
        where.source = context[0]
        where.start = start
        where.end = end
      elif start == -1:
        where = None
      else:
        where = span(start, end, context)
      if a_value.__class__ is str:
        pass
      elif a_value.__class__ is dict and 'n' in a_value:
        s, e = a_value.get("s"), a_value.get("e")
        a_value = Name(a_value['n'], Span(context[0], s, e) if s.__class__ is int and e.__class__ is int and 0 <= s <= e <= context[1] else span(s, e, context))
      elif a_value.__class__ is dict or a_value.__class__ is list:
        a_value = value(a_value, context)
      node = cls(where, value=a_value)
      node._parent = parent
      return node
    return decode


def _f104():
    def __init__(self, span=None, *, items=None):
        self._parent = self._context_ref = self.predecessor = None
        self.span = span
        self._expanded = self._folded = self._value = _UNSET
        self.items = None if items is None else _adopt(self, items)
    return __init__


def _f105():
    def clone(self):
        node = new(cls)
        ref = None
        node._parent = node._context_ref = node.predecessor = None
        node.span = self.span
        node._expanded = node._folded = node._value = _UNSET
        v = self.items
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.items = v
        node.predecessor = self.predecessor
        return node
    return clone


def _f106():
    def children(self):
        out = []
        v = self.items
        if v is not None:
            if v.__class__ is list:
                out.extend(v)
            else:
                out.append(v)
        return out
    return children


def _f107():
    def decode(item, context, parent):
      _kind, start, end, f_items = item
      if start.__class__ is int and end.__class__ is int and 0 <= start <= end <= context[1]:
        where = blank_span()
        where.source = context[0]
        where.start = start
        where.end = end
      elif start == -1:
        where = None
      else:
        where = span(start, end, context)
      table = context[2]
      node = new(cls)
      node._parent = parent
      node._context_ref = node.predecessor = None
      node.span = where
      node._expanded = node._folded = node._value = _UNSET
      ref = weakref(node)
      if f_items.__class__ is list:
        if f_items and f_items[0].__class__ is int:
          f_items = table[f_items[0]](f_items, context, ref)
        elif f_items:
          items = f_items
          f_items = []
          for i in items:
            f_items.append(table[i[0]](i, context, ref))
      elif f_items is not None:
        raise ValueError("not a node")
      node.items = f_items
      return node
    return decode


def _f108():
    def __init__(self, span=None, *, name=None, parent_name=None, params=None, body=None):
        self._parent = self._context_ref = self.predecessor = None
        self.span = span
        self._expanded = self._folded = self._value = _UNSET
        self.name = name
        self.parent_name = parent_name
        self.params = None if params is None else _adopt(self, params)
        self.body = None if body is None else _adopt(self, body)
    return __init__


def _f109():
    def clone(self):
        node = new(cls)
        ref = None
        node._parent = node._context_ref = node.predecessor = None
        node.span = self.span
        node._expanded = node._folded = node._value = _UNSET
        node.name = self.name
        node.parent_name = self.parent_name
        v = self.params
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.params = v
        v = self.body
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.body = v
        node.predecessor = self.predecessor
        self._after_clone(node)
        return node
    return clone


def _f110():
    def children(self):
        out = []
        v = self.params
        if v is not None:
            if v.__class__ is list:
                out.extend(v)
            else:
                out.append(v)
        v = self.body
        if v is not None:
            if v.__class__ is list:
                out.extend(v)
            else:
                out.append(v)
        return out
    return children


def _f111():
    def decode(item, context, parent):
      _kind, start, end, a_name, a_parent_name, f_params, f_body = item
      if start.__class__ is int and end.__class__ is int and 0 <= start <= end <= context[1]:
        where = blank_span()
        where.source = context[0]
        where.start = start
        where.end = end
      elif start == -1:
        where = None
      else:
        where = span(start, end, context)
      if a_name.__class__ is str:
        pass
      elif a_name.__class__ is dict and 'n' in a_name:
        s, e = a_name.get("s"), a_name.get("e")
        a_name = Name(a_name['n'], Span(context[0], s, e) if s.__class__ is int and e.__class__ is int and 0 <= s <= e <= context[1] else span(s, e, context))
      elif a_name.__class__ is dict or a_name.__class__ is list:
        a_name = value(a_name, context)
      if a_parent_name.__class__ is str:
        pass
      elif a_parent_name.__class__ is dict and 'n' in a_parent_name:
        s, e = a_parent_name.get("s"), a_parent_name.get("e")
        a_parent_name = Name(a_parent_name['n'], Span(context[0], s, e) if s.__class__ is int and e.__class__ is int and 0 <= s <= e <= context[1] else span(s, e, context))
      elif a_parent_name.__class__ is dict or a_parent_name.__class__ is list:
        a_parent_name = value(a_parent_name, context)
      table = context[2]
      node = new(cls)
      node._parent = parent
      node._context_ref = node.predecessor = None
      node.span = where
      node._expanded = node._folded = node._value = _UNSET
      node.name = a_name
      node.parent_name = a_parent_name
      ref = weakref(node)
      if f_params.__class__ is dict:
        lazy_params = f_params
      else:
        lazy_params = None
        if f_params.__class__ is list:
          if f_params and f_params[0].__class__ is int:
            f_params = table[f_params[0]](f_params, context, ref)
          elif f_params:
            items = f_params
            f_params = []
            for i in items:
              f_params.append(table[i[0]](i, context, ref))
        elif f_params is not None:
          raise ValueError("not a node")
        node.params = f_params
      if f_body.__class__ is dict:
        lazy_body = f_body
      else:
        lazy_body = None
        if f_body.__class__ is list:
          if f_body and f_body[0].__class__ is int:
            f_body = table[f_body[0]](f_body, context, ref)
          elif f_body:
            items = f_body
            f_body = []
            for i in items:
              f_body.append(table[i[0]](i, context, ref))
        elif f_body is not None:
          raise ValueError("not a node")
        node.body = f_body
      if lazy_params is not None: hold_params(node, lazy_params, context)
      if lazy_body is not None: hold_body(node, lazy_body, context)
      return node
    return decode


def _f112():
    def __init__(self, span=None, *, name=None, params=None, body=None):
        self._parent = self._context_ref = self.predecessor = None
        self.span = span
        self._expanded = self._folded = self._value = _UNSET
        self.name = name
        self.params = None if params is None else _adopt(self, params)
        self.body = None if body is None else _adopt(self, body)
    return __init__


def _f113():
    def clone(self):
        node = new(cls)
        ref = None
        node._parent = node._context_ref = node.predecessor = None
        node.span = self.span
        node._expanded = node._folded = node._value = _UNSET
        node.name = self.name
        v = self.params
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.params = v
        v = self.body
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.body = v
        node.predecessor = self.predecessor
        self._after_clone(node)
        return node
    return clone


def _f114():
    def decode(item, context, parent):
      _kind, start, end, a_name, f_params, f_body = item
      if start.__class__ is int and end.__class__ is int and 0 <= start <= end <= context[1]:
        where = blank_span()
        where.source = context[0]
        where.start = start
        where.end = end
      elif start == -1:
        where = None
      else:
        where = span(start, end, context)
      if a_name.__class__ is str:
        pass
      elif a_name.__class__ is dict and 'n' in a_name:
        s, e = a_name.get("s"), a_name.get("e")
        a_name = Name(a_name['n'], Span(context[0], s, e) if s.__class__ is int and e.__class__ is int and 0 <= s <= e <= context[1] else span(s, e, context))
      elif a_name.__class__ is dict or a_name.__class__ is list:
        a_name = value(a_name, context)
      table = context[2]
      node = new(cls)
      node._parent = parent
      node._context_ref = node.predecessor = None
      node.span = where
      node._expanded = node._folded = node._value = _UNSET
      node.name = a_name
      ref = weakref(node)
      if f_params.__class__ is dict:
        lazy_params = f_params
      else:
        lazy_params = None
        if f_params.__class__ is list:
          if f_params and f_params[0].__class__ is int:
            f_params = table[f_params[0]](f_params, context, ref)
          elif f_params:
            items = f_params
            f_params = []
            for i in items:
              f_params.append(table[i[0]](i, context, ref))
        elif f_params is not None:
          raise ValueError("not a node")
        node.params = f_params
      if f_body.__class__ is dict:
        lazy_body = f_body
      else:
        lazy_body = None
        if f_body.__class__ is list:
          if f_body and f_body[0].__class__ is int:
            f_body = table[f_body[0]](f_body, context, ref)
          elif f_body:
            items = f_body
            f_body = []
            for i in items:
              f_body.append(table[i[0]](i, context, ref))
        elif f_body is not None:
          raise ValueError("not a node")
        node.body = f_body
      if lazy_params is not None: hold_params(node, lazy_params, context)
      if lazy_body is not None: hold_body(node, lazy_body, context)
      return node
    return decode


def _f115():
    def __init__(self, span=None, *, name=None, params=None, return_type=None, body=None):
        self._parent = self._context_ref = self.predecessor = None
        self.span = span
        self._expanded = self._folded = self._value = _UNSET
        self.name = name
        self.params = None if params is None else _adopt(self, params)
        self.return_type = None if return_type is None else _adopt(self, return_type)
        self.body = None if body is None else _adopt(self, body)
    return __init__


def _f116():
    def clone(self):
        node = new(cls)
        ref = None
        node._parent = node._context_ref = node.predecessor = None
        node.span = self.span
        node._expanded = node._folded = node._value = _UNSET
        node.name = self.name
        v = self.params
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.params = v
        v = self.return_type
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.return_type = v
        v = self.body
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.body = v
        node.predecessor = self.predecessor
        return node
    return clone


def _f117():
    def children(self):
        out = []
        v = self.params
        if v is not None:
            if v.__class__ is list:
                out.extend(v)
            else:
                out.append(v)
        v = self.return_type
        if v is not None:
            if v.__class__ is list:
                out.extend(v)
            else:
                out.append(v)
        v = self.body
        if v is not None:
            if v.__class__ is list:
                out.extend(v)
            else:
                out.append(v)
        return out
    return children


def _f118():
    def decode(item, context, parent):
      _kind, start, end, a_name, f_params, f_return_type, f_body = item
      if start.__class__ is int and end.__class__ is int and 0 <= start <= end <= context[1]:
        where = blank_span()
        where.source = context[0]
        where.start = start
        where.end = end
      elif start == -1:
        where = None
      else:
        where = span(start, end, context)
      if a_name.__class__ is str:
        pass
      elif a_name.__class__ is dict and 'n' in a_name:
        s, e = a_name.get("s"), a_name.get("e")
        a_name = Name(a_name['n'], Span(context[0], s, e) if s.__class__ is int and e.__class__ is int and 0 <= s <= e <= context[1] else span(s, e, context))
      elif a_name.__class__ is dict or a_name.__class__ is list:
        a_name = value(a_name, context)
      table = context[2]
      node = new(cls)
      node._parent = parent
      node._context_ref = node.predecessor = None
      node.span = where
      node._expanded = node._folded = node._value = _UNSET
      node.name = a_name
      ref = weakref(node)
      if f_params.__class__ is list:
        if f_params and f_params[0].__class__ is int:
          f_params = table[f_params[0]](f_params, context, ref)
        elif f_params:
          items = f_params
          f_params = []
          for i in items:
            f_params.append(table[i[0]](i, context, ref))
      elif f_params is not None:
        raise ValueError("not a node")
      node.params = f_params
      if f_return_type.__class__ is list:
        if f_return_type and f_return_type[0].__class__ is int:
          f_return_type = table[f_return_type[0]](f_return_type, context, ref)
        elif f_return_type:
          items = f_return_type
          f_return_type = []
          for i in items:
            f_return_type.append(table[i[0]](i, context, ref))
      elif f_return_type is not None:
        raise ValueError("not a node")
      node.return_type = f_return_type
      if f_body.__class__ is list:
        if f_body and f_body[0].__class__ is int:
          f_body = table[f_body[0]](f_body, context, ref)
        elif f_body:
          items = f_body
          f_body = []
          for i in items:
            f_body.append(table[i[0]](i, context, ref))
      elif f_body is not None:
        raise ValueError("not a node")
      node.body = f_body
      return node
    return decode


def _f119():
    def __init__(self, span=None, *, value=None, match_kind=None):
        self._parent = self._context_ref = self.predecessor = None
        self.span = span
        self._expanded = self._folded = self._value = _UNSET
        self.value = value
        self.match_kind = match_kind
    return __init__


def _f120():
    def clone(self):
        node = new(cls)
        ref = None
        node._parent = node._context_ref = node.predecessor = None
        node.span = self.span
        node._expanded = node._folded = node._value = _UNSET
        node.value = self.value
        node.match_kind = self.match_kind
        node.predecessor = self.predecessor
        return node
    return clone


def _f121():
    def decode(item, context, parent):
      _kind, start, end, a_value, a_match_kind = item
      if start.__class__ is int and end.__class__ is int and 0 <= start <= end <= context[1]:
        where = blank_span()
        where.source = context[0]
        where.start = start
        where.end = end
      elif start == -1:
        where = None
      else:
        where = span(start, end, context)
      if a_value.__class__ is str:
        pass
      elif a_value.__class__ is dict and 'n' in a_value:
        s, e = a_value.get("s"), a_value.get("e")
        a_value = Name(a_value['n'], Span(context[0], s, e) if s.__class__ is int and e.__class__ is int and 0 <= s <= e <= context[1] else span(s, e, context))
      elif a_value.__class__ is dict or a_value.__class__ is list:
        a_value = value(a_value, context)
      if a_match_kind.__class__ is str:
        pass
      elif a_match_kind.__class__ is dict and 'n' in a_match_kind:
        s, e = a_match_kind.get("s"), a_match_kind.get("e")
        a_match_kind = Name(a_match_kind['n'], Span(context[0], s, e) if s.__class__ is int and e.__class__ is int and 0 <= s <= e <= context[1] else span(s, e, context))
      elif a_match_kind.__class__ is dict or a_match_kind.__class__ is list:
        a_match_kind = value(a_match_kind, context)
      node = new(cls)
      node._parent = parent
      node._context_ref = node.predecessor = None
      node.span = where
      node._expanded = node._folded = node._value = _UNSET
      node.value = a_value
      node.match_kind = a_match_kind
      return node
    return decode


def _f122():
    def __init__(self, span=None, *, matches=None, body=None):
        self._parent = self._context_ref = self.predecessor = None
        self.span = span
        self._expanded = self._folded = self._value = _UNSET
        self.matches = None if matches is None else _adopt(self, matches)
        self.body = None if body is None else _adopt(self, body)
    return __init__


def _f123():
    def clone(self):
        node = new(cls)
        ref = None
        node._parent = node._context_ref = node.predecessor = None
        node.span = self.span
        node._expanded = node._folded = node._value = _UNSET
        v = self.matches
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.matches = v
        v = self.body
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.body = v
        node.predecessor = self.predecessor
        return node
    return clone


def _f124():
    def children(self):
        out = []
        v = self.matches
        if v is not None:
            if v.__class__ is list:
                out.extend(v)
            else:
                out.append(v)
        v = self.body
        if v is not None:
            if v.__class__ is list:
                out.extend(v)
            else:
                out.append(v)
        return out
    return children


def _f125():
    def decode(item, context, parent):
      _kind, start, end, f_matches, f_body = item
      if start.__class__ is int and end.__class__ is int and 0 <= start <= end <= context[1]:
        where = blank_span()
        where.source = context[0]
        where.start = start
        where.end = end
      elif start == -1:
        where = None
      else:
        where = span(start, end, context)
      table = context[2]
      node = new(cls)
      node._parent = parent
      node._context_ref = node.predecessor = None
      node.span = where
      node._expanded = node._folded = node._value = _UNSET
      ref = weakref(node)
      if f_matches.__class__ is list:
        if f_matches and f_matches[0].__class__ is int:
          f_matches = table[f_matches[0]](f_matches, context, ref)
        elif f_matches:
          items = f_matches
          f_matches = []
          for i in items:
            f_matches.append(table[i[0]](i, context, ref))
      elif f_matches is not None:
        raise ValueError("not a node")
      node.matches = f_matches
      if f_body.__class__ is list:
        if f_body and f_body[0].__class__ is int:
          f_body = table[f_body[0]](f_body, context, ref)
        elif f_body:
          items = f_body
          f_body = []
          for i in items:
            f_body.append(table[i[0]](i, context, ref))
      elif f_body is not None:
        raise ValueError("not a node")
      node.body = f_body
      return node
    return decode


def _f126():
    def __init__(self, span=None, *, name=None, value=None):
        self._parent = self._context_ref = self.predecessor = None
        self.span = span
        self._expanded = self._folded = self._value = _UNSET
        self.name = name
        self.value = None if value is None else _adopt(self, value)
    return __init__


def _f127():
    def clone(self):
        node = new(cls)
        ref = None
        node._parent = node._context_ref = node.predecessor = None
        node.span = self.span
        node._expanded = node._folded = node._value = _UNSET
        node.name = self.name
        v = self.value
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.value = v
        node.predecessor = self.predecessor
        return node
    return clone


def _f128():
    def decode(item, context, parent):
      _kind, start, end, a_name, f_value = item
      if start.__class__ is int and end.__class__ is int and 0 <= start <= end <= context[1]:
        where = blank_span()
        where.source = context[0]
        where.start = start
        where.end = end
      elif start == -1:
        where = None
      else:
        where = span(start, end, context)
      if a_name.__class__ is str:
        pass
      elif a_name.__class__ is dict and 'n' in a_name:
        s, e = a_name.get("s"), a_name.get("e")
        a_name = Name(a_name['n'], Span(context[0], s, e) if s.__class__ is int and e.__class__ is int and 0 <= s <= e <= context[1] else span(s, e, context))
      elif a_name.__class__ is dict or a_name.__class__ is list:
        a_name = value(a_name, context)
      table = context[2]
      node = new(cls)
      node._parent = parent
      node._context_ref = node.predecessor = None
      node.span = where
      node._expanded = node._folded = node._value = _UNSET
      node.name = a_name
      ref = weakref(node)
      if f_value.__class__ is list:
        if f_value and f_value[0].__class__ is int:
          f_value = table[f_value[0]](f_value, context, ref)
        elif f_value:
          items = f_value
          f_value = []
          for i in items:
            f_value.append(table[i[0]](i, context, ref))
      elif f_value is not None:
        raise ValueError("not a node")
      node.value = f_value
      return node
    return decode


def _f129():
    def __init__(self, span=None, *, op=None, target=None, value=None):
        self._parent = self._context_ref = self.predecessor = None
        self.span = span
        self._expanded = self._folded = self._value = _UNSET
        self.op = op
        self.target = None if target is None else _adopt(self, target)
        self.value = None if value is None else _adopt(self, value)
    return __init__


def _f130():
    def clone(self):
        node = new(cls)
        ref = None
        node._parent = node._context_ref = node.predecessor = None
        node.span = self.span
        node._expanded = node._folded = node._value = _UNSET
        node.op = self.op
        v = self.target
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.target = v
        v = self.value
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.value = v
        node.predecessor = self.predecessor
        return node
    return clone


def _f131():
    def children(self):
        out = []
        v = self.target
        if v is not None:
            if v.__class__ is list:
                out.extend(v)
            else:
                out.append(v)
        v = self.value
        if v is not None:
            if v.__class__ is list:
                out.extend(v)
            else:
                out.append(v)
        return out
    return children


def _f132():
    def decode(item, context, parent):
      _kind, start, end, a_op, f_target, f_value = item
      if start.__class__ is int and end.__class__ is int and 0 <= start <= end <= context[1]:
        where = blank_span()
        where.source = context[0]
        where.start = start
        where.end = end
      elif start == -1:
        where = None
      else:
        where = span(start, end, context)
      if a_op.__class__ is str:
        pass
      elif a_op.__class__ is dict and 'n' in a_op:
        s, e = a_op.get("s"), a_op.get("e")
        a_op = Name(a_op['n'], Span(context[0], s, e) if s.__class__ is int and e.__class__ is int and 0 <= s <= e <= context[1] else span(s, e, context))
      elif a_op.__class__ is dict or a_op.__class__ is list:
        a_op = value(a_op, context)
      table = context[2]
      node = new(cls)
      node._parent = parent
      node._context_ref = node.predecessor = None
      node.span = where
      node._expanded = node._folded = node._value = _UNSET
      node.op = a_op
      ref = weakref(node)
      if f_target.__class__ is list:
        if f_target and f_target[0].__class__ is int:
          f_target = table[f_target[0]](f_target, context, ref)
        elif f_target:
          items = f_target
          f_target = []
          for i in items:
            f_target.append(table[i[0]](i, context, ref))
      elif f_target is not None:
        raise ValueError("not a node")
      node.target = f_target
      if f_value.__class__ is list:
        if f_value and f_value[0].__class__ is int:
          f_value = table[f_value[0]](f_value, context, ref)
        elif f_value:
          items = f_value
          f_value = []
          for i in items:
            f_value.append(table[i[0]](i, context, ref))
      elif f_value is not None:
        raise ValueError("not a node")
      node.value = f_value
      return node
    return decode


def _f133():
    def __init__(self, span=None, *, name=None, kind=None, type=None, settings=None):
        self._parent = self._context_ref = self.predecessor = None
        self.span = span
        self._expanded = self._folded = self._value = _UNSET
        self.name = name
        self.kind = kind
        self.type = None if type is None else _adopt(self, type)
        self.settings = None if settings is None else _adopt(self, settings)
    return __init__


def _f134():
    def clone(self):
        node = new(cls)
        ref = None
        node._parent = node._context_ref = node.predecessor = None
        node.span = self.span
        node._expanded = node._folded = node._value = _UNSET
        node.name = self.name
        node.kind = self.kind
        v = self.type
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.type = v
        v = self.settings
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.settings = v
        node.predecessor = self.predecessor
        return node
    return clone


def _f135():
    def children(self):
        out = []
        v = self.type
        if v is not None:
            if v.__class__ is list:
                out.extend(v)
            else:
                out.append(v)
        v = self.settings
        if v is not None:
            if v.__class__ is list:
                out.extend(v)
            else:
                out.append(v)
        return out
    return children


def _f136():
    def decode(item, context, parent):
      _kind, start, end, a_name, a_kind, f_type, f_settings = item
      if start.__class__ is int and end.__class__ is int and 0 <= start <= end <= context[1]:
        where = blank_span()
        where.source = context[0]
        where.start = start
        where.end = end
      elif start == -1:
        where = None
      else:
        where = span(start, end, context)
      if a_name.__class__ is str:
        pass
      elif a_name.__class__ is dict and 'n' in a_name:
        s, e = a_name.get("s"), a_name.get("e")
        a_name = Name(a_name['n'], Span(context[0], s, e) if s.__class__ is int and e.__class__ is int and 0 <= s <= e <= context[1] else span(s, e, context))
      elif a_name.__class__ is dict or a_name.__class__ is list:
        a_name = value(a_name, context)
      if a_kind.__class__ is str:
        pass
      elif a_kind.__class__ is dict and 'n' in a_kind:
        s, e = a_kind.get("s"), a_kind.get("e")
        a_kind = Name(a_kind['n'], Span(context[0], s, e) if s.__class__ is int and e.__class__ is int and 0 <= s <= e <= context[1] else span(s, e, context))
      elif a_kind.__class__ is dict or a_kind.__class__ is list:
        a_kind = value(a_kind, context)
      table = context[2]
      node = new(cls)
      node._parent = parent
      node._context_ref = node.predecessor = None
      node.span = where
      node._expanded = node._folded = node._value = _UNSET
      node.name = a_name
      node.kind = a_kind
      ref = weakref(node)
      if f_type.__class__ is list:
        if f_type and f_type[0].__class__ is int:
          f_type = table[f_type[0]](f_type, context, ref)
        elif f_type:
          items = f_type
          f_type = []
          for i in items:
            f_type.append(table[i[0]](i, context, ref))
      elif f_type is not None:
        raise ValueError("not a node")
      node.type = f_type
      if f_settings.__class__ is list:
        if f_settings and f_settings[0].__class__ is int:
          f_settings = table[f_settings[0]](f_settings, context, ref)
        elif f_settings:
          items = f_settings
          f_settings = []
          for i in items:
            f_settings.append(table[i[0]](i, context, ref))
      elif f_settings is not None:
        raise ValueError("not a node")
      node.settings = f_settings
      return node
    return decode


def _f137():
    def __init__(self, span=None, *, title=None, check=None):
        self._parent = self._context_ref = self.predecessor = None
        self.span = span
        self._expanded = self._folded = self._value = _UNSET
        self.title = None if title is None else _adopt(self, title)
        self.check = None if check is None else _adopt(self, check)
    return __init__


def _f138():
    def clone(self):
        node = new(cls)
        ref = None
        node._parent = node._context_ref = node.predecessor = None
        node.span = self.span
        node._expanded = node._folded = node._value = _UNSET
        v = self.title
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.title = v
        v = self.check
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.check = v
        node.predecessor = self.predecessor
        return node
    return clone


def _f139():
    def children(self):
        out = []
        v = self.title
        if v is not None:
            if v.__class__ is list:
                out.extend(v)
            else:
                out.append(v)
        v = self.check
        if v is not None:
            if v.__class__ is list:
                out.extend(v)
            else:
                out.append(v)
        return out
    return children


def _f140():
    def decode(item, context, parent):
      _kind, start, end, f_title, f_check = item
      if start.__class__ is int and end.__class__ is int and 0 <= start <= end <= context[1]:
        where = blank_span()
        where.source = context[0]
        where.start = start
        where.end = end
      elif start == -1:
        where = None
      else:
        where = span(start, end, context)
      table = context[2]
      node = new(cls)
      node._parent = parent
      node._context_ref = node.predecessor = None
      node.span = where
      node._expanded = node._folded = node._value = _UNSET
      ref = weakref(node)
      if f_title.__class__ is list:
        if f_title and f_title[0].__class__ is int:
          f_title = table[f_title[0]](f_title, context, ref)
        elif f_title:
          items = f_title
          f_title = []
          for i in items:
            f_title.append(table[i[0]](i, context, ref))
      elif f_title is not None:
        raise ValueError("not a node")
      node.title = f_title
      if f_check.__class__ is list:
        if f_check and f_check[0].__class__ is int:
          f_check = table[f_check[0]](f_check, context, ref)
        elif f_check:
          items = f_check
          f_check = []
          for i in items:
            f_check.append(table[i[0]](i, context, ref))
      elif f_check is not None:
        raise ValueError("not a node")
      node.check = f_check
      return node
    return decode


def _f141():
    def __init__(self, span=None, *, name=None, parent_name=None, abstract=None, features=None, invariants=None):
        self._parent = self._context_ref = self.predecessor = None
        self.span = span
        self._expanded = self._folded = self._value = _UNSET
        self.name = name
        self.parent_name = parent_name
        self.abstract = abstract
        self.features = None if features is None else _adopt(self, features)
        self.invariants = None if invariants is None else _adopt(self, invariants)
    return __init__


def _f142():
    def clone(self):
        node = new(cls)
        ref = None
        node._parent = node._context_ref = node.predecessor = None
        node.span = self.span
        node._expanded = node._folded = node._value = _UNSET
        node.name = self.name
        node.parent_name = self.parent_name
        node.abstract = self.abstract
        v = self.features
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.features = v
        v = self.invariants
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.invariants = v
        node.predecessor = self.predecessor
        return node
    return clone


def _f143():
    def children(self):
        out = []
        v = self.features
        if v is not None:
            if v.__class__ is list:
                out.extend(v)
            else:
                out.append(v)
        v = self.invariants
        if v is not None:
            if v.__class__ is list:
                out.extend(v)
            else:
                out.append(v)
        return out
    return children


def _f144():
    def decode(item, context, parent):
      _kind, start, end, a_name, a_parent_name, a_abstract, f_features, f_invariants = item
      if start.__class__ is int and end.__class__ is int and 0 <= start <= end <= context[1]:
        where = blank_span()
        where.source = context[0]
        where.start = start
        where.end = end
      elif start == -1:
        where = None
      else:
        where = span(start, end, context)
      if a_name.__class__ is str:
        pass
      elif a_name.__class__ is dict and 'n' in a_name:
        s, e = a_name.get("s"), a_name.get("e")
        a_name = Name(a_name['n'], Span(context[0], s, e) if s.__class__ is int and e.__class__ is int and 0 <= s <= e <= context[1] else span(s, e, context))
      elif a_name.__class__ is dict or a_name.__class__ is list:
        a_name = value(a_name, context)
      if a_parent_name.__class__ is str:
        pass
      elif a_parent_name.__class__ is dict and 'n' in a_parent_name:
        s, e = a_parent_name.get("s"), a_parent_name.get("e")
        a_parent_name = Name(a_parent_name['n'], Span(context[0], s, e) if s.__class__ is int and e.__class__ is int and 0 <= s <= e <= context[1] else span(s, e, context))
      elif a_parent_name.__class__ is dict or a_parent_name.__class__ is list:
        a_parent_name = value(a_parent_name, context)
      if a_abstract.__class__ is str:
        pass
      elif a_abstract.__class__ is dict and 'n' in a_abstract:
        s, e = a_abstract.get("s"), a_abstract.get("e")
        a_abstract = Name(a_abstract['n'], Span(context[0], s, e) if s.__class__ is int and e.__class__ is int and 0 <= s <= e <= context[1] else span(s, e, context))
      elif a_abstract.__class__ is dict or a_abstract.__class__ is list:
        a_abstract = value(a_abstract, context)
      table = context[2]
      node = new(cls)
      node._parent = parent
      node._context_ref = node.predecessor = None
      node.span = where
      node._expanded = node._folded = node._value = _UNSET
      node.name = a_name
      node.parent_name = a_parent_name
      node.abstract = a_abstract
      ref = weakref(node)
      if f_features.__class__ is list:
        if f_features and f_features[0].__class__ is int:
          f_features = table[f_features[0]](f_features, context, ref)
        elif f_features:
          items = f_features
          f_features = []
          for i in items:
            f_features.append(table[i[0]](i, context, ref))
      elif f_features is not None:
        raise ValueError("not a node")
      node.features = f_features
      if f_invariants.__class__ is list:
        if f_invariants and f_invariants[0].__class__ is int:
          f_invariants = table[f_invariants[0]](f_invariants, context, ref)
        elif f_invariants:
          items = f_invariants
          f_invariants = []
          for i in items:
            f_invariants.append(table[i[0]](i, context, ref))
      elif f_invariants is not None:
        raise ValueError("not a node")
      node.invariants = f_invariants
      return node
    return decode


def _f145():
    def __init__(self, span=None, *, op=None, left=None, right=None):
        self._parent = self._context_ref = self.predecessor = None
        self.span = span
        self._expanded = self._folded = self._value = _UNSET
        self.captures = None
        self.op = op
        self.left = None if left is None else _adopt(self, left)
        self.right = None if right is None else _adopt(self, right)
    return __init__


def _f146():
    def clone(self):
        node = new(cls)
        ref = None
        node._parent = node._context_ref = node.predecessor = None
        node.span = self.span
        node._expanded = node._folded = node._value = _UNSET
        node.captures = None
        node.op = self.op
        v = self.left
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.left = v
        v = self.right
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.right = v
        node.predecessor = self.predecessor
        return node
    return clone


def _f147():
    def decode(item, context, parent):
      _kind, start, end, a_op, f_left, f_right = item
      if start.__class__ is int and end.__class__ is int and 0 <= start <= end <= context[1]:
        where = blank_span()
        where.source = context[0]
        where.start = start
        where.end = end
      elif start == -1:
        where = None
      else:
        where = span(start, end, context)
      if a_op.__class__ is str:
        pass
      elif a_op.__class__ is dict and 'n' in a_op:
        s, e = a_op.get("s"), a_op.get("e")
        a_op = Name(a_op['n'], Span(context[0], s, e) if s.__class__ is int and e.__class__ is int and 0 <= s <= e <= context[1] else span(s, e, context))
      elif a_op.__class__ is dict or a_op.__class__ is list:
        a_op = value(a_op, context)
      table = context[2]
      node = new(cls)
      node._parent = parent
      node._context_ref = node.predecessor = None
      node.span = where
      node._expanded = node._folded = node._value = _UNSET
      node.captures = None
      node.op = a_op
      ref = weakref(node)
      if f_left.__class__ is list:
        if f_left and f_left[0].__class__ is int:
          f_left = table[f_left[0]](f_left, context, ref)
        elif f_left:
          items = f_left
          f_left = []
          for i in items:
            f_left.append(table[i[0]](i, context, ref))
      elif f_left is not None:
        raise ValueError("not a node")
      node.left = f_left
      if f_right.__class__ is list:
        if f_right and f_right[0].__class__ is int:
          f_right = table[f_right[0]](f_right, context, ref)
        elif f_right:
          items = f_right
          f_right = []
          for i in items:
            f_right.append(table[i[0]](i, context, ref))
      elif f_right is not None:
        raise ValueError("not a node")
      node.right = f_right
      return node
    return decode


def _f148():
    def __init__(self, span=None, *, operand=None):
        self._parent = self._context_ref = self.predecessor = None
        self.span = span
        self._expanded = self._folded = self._value = _UNSET
        self.operand = None if operand is None else _adopt(self, operand)
    return __init__


def _f149():
    def clone(self):
        node = new(cls)
        ref = None
        node._parent = node._context_ref = node.predecessor = None
        node.span = self.span
        node._expanded = node._folded = node._value = _UNSET
        v = self.operand
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.operand = v
        node.predecessor = self.predecessor
        return node
    return clone


def _f150():
    def children(self):
        out = []
        v = self.operand
        if v is not None:
            if v.__class__ is list:
                out.extend(v)
            else:
                out.append(v)
        return out
    return children


def _f151():
    def decode(item, context, parent):
      _kind, start, end, f_operand = item
      if start.__class__ is int and end.__class__ is int and 0 <= start <= end <= context[1]:
        where = blank_span()
        where.source = context[0]
        where.start = start
        where.end = end
      elif start == -1:
        where = None
      else:
        where = span(start, end, context)
      table = context[2]
      node = new(cls)
      node._parent = parent
      node._context_ref = node.predecessor = None
      node.span = where
      node._expanded = node._folded = node._value = _UNSET
      ref = weakref(node)
      if f_operand.__class__ is list:
        if f_operand and f_operand[0].__class__ is int:
          f_operand = table[f_operand[0]](f_operand, context, ref)
        elif f_operand:
          items = f_operand
          f_operand = []
          for i in items:
            f_operand.append(table[i[0]](i, context, ref))
      elif f_operand is not None:
        raise ValueError("not a node")
      node.operand = f_operand
      return node
    return decode


def _f152():
    def __init__(self, span=None, *, target=None, value=None):
        self._parent = self._context_ref = self.predecessor = None
        self.span = span
        self._expanded = self._folded = self._value = _UNSET
        self._items = None
        self.order = None
        self.target = None if target is None else _adopt(self, target)
        self.value = None if value is None else _adopt(self, value)
    return __init__


def _f153():
    def clone(self):
        node = new(cls)
        ref = None
        node._parent = node._context_ref = node.predecessor = None
        node.span = self.span
        node._expanded = node._folded = node._value = _UNSET
        node._items = None
        node.order = None
        v = self.target
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.target = v
        v = self.value
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.value = v
        node.predecessor = self.predecessor
        return node
    return clone


def _f154():
    def decode(item, context, parent):
      _kind, start, end, f_target, f_value = item
      if start.__class__ is int and end.__class__ is int and 0 <= start <= end <= context[1]:
        where = blank_span()
        where.source = context[0]
        where.start = start
        where.end = end
      elif start == -1:
        where = None
      else:
        where = span(start, end, context)
      table = context[2]
      node = new(cls)
      node._parent = parent
      node._context_ref = node.predecessor = None
      node.span = where
      node._expanded = node._folded = node._value = _UNSET
      node._items = None
      node.order = None
      ref = weakref(node)
      if f_target.__class__ is list:
        if f_target and f_target[0].__class__ is int:
          f_target = table[f_target[0]](f_target, context, ref)
        elif f_target:
          items = f_target
          f_target = []
          for i in items:
            f_target.append(table[i[0]](i, context, ref))
      elif f_target is not None:
        raise ValueError("not a node")
      node.target = f_target
      if f_value.__class__ is list:
        if f_value and f_value[0].__class__ is int:
          f_value = table[f_value[0]](f_value, context, ref)
        elif f_value:
          items = f_value
          f_value = []
          for i in items:
            f_value.append(table[i[0]](i, context, ref))
      elif f_value is not None:
        raise ValueError("not a node")
      node.value = f_value
      return node
    return decode


def _f155():
    def __init__(self, span=None, *, statements=None):
        self._parent = self._context_ref = self.predecessor = None
        self.span = span
        self._expanded = self._folded = self._value = _UNSET
        self.statements = None if statements is None else _adopt(self, statements)
    return __init__


def _f156():
    def clone(self):
        node = new(cls)
        ref = None
        node._parent = node._context_ref = node.predecessor = None
        node.span = self.span
        node._expanded = node._folded = node._value = _UNSET
        v = self.statements
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.statements = v
        node.predecessor = self.predecessor
        return node
    return clone


def _f157():
    def children(self):
        out = []
        v = self.statements
        if v is not None:
            if v.__class__ is list:
                out.extend(v)
            else:
                out.append(v)
        return out
    return children


def _f158():
    def decode(item, context, parent):
      _kind, start, end, f_statements = item
      if start.__class__ is int and end.__class__ is int and 0 <= start <= end <= context[1]:
        where = blank_span()
        where.source = context[0]
        where.start = start
        where.end = end
      elif start == -1:
        where = None
      else:
        where = span(start, end, context)
      table = context[2]
      node = new(cls)
      node._parent = parent
      node._context_ref = node.predecessor = None
      node.span = where
      node._expanded = node._folded = node._value = _UNSET
      ref = weakref(node)
      if f_statements.__class__ is list:
        if f_statements and f_statements[0].__class__ is int:
          f_statements = table[f_statements[0]](f_statements, context, ref)
        elif f_statements:
          items = f_statements
          f_statements = []
          for i in items:
            f_statements.append(table[i[0]](i, context, ref))
      elif f_statements is not None:
        raise ValueError("not a node")
      node.statements = f_statements
      return node
    return decode


def _f159():
    def __init__(self, span=None, *, name=None, index=None):
        self._parent = self._context_ref = self.predecessor = None
        self.span = span
        self._expanded = self._folded = self._value = _UNSET
        self.name = name
        self.index = index
    return __init__


def _f160():
    def clone(self):
        node = new(cls)
        ref = None
        node._parent = node._context_ref = node.predecessor = None
        node.span = self.span
        node._expanded = node._folded = node._value = _UNSET
        node.name = self.name
        node.index = self.index
        node.predecessor = self.predecessor
        return node
    return clone


def _f161():
    def decode(item, context, parent):
      _kind, start, end, a_name, a_index = item
      if start.__class__ is int and end.__class__ is int and 0 <= start <= end <= context[1]:
        where = blank_span()
        where.source = context[0]
        where.start = start
        where.end = end
      elif start == -1:
        where = None
      else:
        where = span(start, end, context)
      if a_name.__class__ is str:
        pass
      elif a_name.__class__ is dict and 'n' in a_name:
        s, e = a_name.get("s"), a_name.get("e")
        a_name = Name(a_name['n'], Span(context[0], s, e) if s.__class__ is int and e.__class__ is int and 0 <= s <= e <= context[1] else span(s, e, context))
      elif a_name.__class__ is dict or a_name.__class__ is list:
        a_name = value(a_name, context)
      if a_index.__class__ is str:
        pass
      elif a_index.__class__ is dict and 'n' in a_index:
        s, e = a_index.get("s"), a_index.get("e")
        a_index = Name(a_index['n'], Span(context[0], s, e) if s.__class__ is int and e.__class__ is int and 0 <= s <= e <= context[1] else span(s, e, context))
      elif a_index.__class__ is dict or a_index.__class__ is list:
        a_index = value(a_index, context)
      node = new(cls)
      node._parent = parent
      node._context_ref = node.predecessor = None
      node.span = where
      node._expanded = node._folded = node._value = _UNSET
      node.name = a_name
      node.index = a_index
      return node
    return decode


def _f162():
    def __init__(self, span=None, *, params=None, body=None):
        self._parent = self._context_ref = self.predecessor = None
        self.span = span
        self._expanded = self._folded = self._value = _UNSET
        self.params = None if params is None else _adopt(self, params)
        self.body = None if body is None else _adopt(self, body)
    return __init__


def _f163():
    def clone(self):
        node = new(cls)
        ref = None
        node._parent = node._context_ref = node.predecessor = None
        node.span = self.span
        node._expanded = node._folded = node._value = _UNSET
        v = self.params
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.params = v
        v = self.body
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.body = v
        node.predecessor = self.predecessor
        return node
    return clone


def _f164():
    def decode(item, context, parent):
      _kind, start, end, f_params, f_body = item
      if start.__class__ is int and end.__class__ is int and 0 <= start <= end <= context[1]:
        where = blank_span()
        where.source = context[0]
        where.start = start
        where.end = end
      elif start == -1:
        where = None
      else:
        where = span(start, end, context)
      table = context[2]
      node = new(cls)
      node._parent = parent
      node._context_ref = node.predecessor = None
      node.span = where
      node._expanded = node._folded = node._value = _UNSET
      ref = weakref(node)
      if f_params.__class__ is list:
        if f_params and f_params[0].__class__ is int:
          f_params = table[f_params[0]](f_params, context, ref)
        elif f_params:
          items = f_params
          f_params = []
          for i in items:
            f_params.append(table[i[0]](i, context, ref))
      elif f_params is not None:
        raise ValueError("not a node")
      node.params = f_params
      if f_body.__class__ is list:
        if f_body and f_body[0].__class__ is int:
          f_body = table[f_body[0]](f_body, context, ref)
        elif f_body:
          items = f_body
          f_body = []
          for i in items:
            f_body.append(table[i[0]](i, context, ref))
      elif f_body is not None:
        raise ValueError("not a node")
      node.body = f_body
      return node
    return decode


def _f165():
    def __init__(self, span=None, *, expression=None):
        self._parent = self._context_ref = self.predecessor = None
        self.span = span
        self._expanded = self._folded = self._value = _UNSET
        self.expression = None if expression is None else _adopt(self, expression)
    return __init__


def _f166():
    def clone(self):
        node = new(cls)
        ref = None
        node._parent = node._context_ref = node.predecessor = None
        node.span = self.span
        node._expanded = node._folded = node._value = _UNSET
        v = self.expression
        if v is not None:
            if ref is None: ref = weakref.ref(node)
            if v.__class__ is list:
                v = [c.clone() for c in v]
                for c in v: c._parent = ref
            else:
                v = v.clone()
                v._parent = ref
        node.expression = v
        node.predecessor = self.predecessor
        return node
    return clone


def _f167():
    def children(self):
        out = []
        v = self.expression
        if v is not None:
            if v.__class__ is list:
                out.extend(v)
            else:
                out.append(v)
        return out
    return children


def _f168():
    def decode(item, context, parent):
      _kind, start, end, f_expression = item
      if start.__class__ is int and end.__class__ is int and 0 <= start <= end <= context[1]:
        where = blank_span()
        where.source = context[0]
        where.start = start
        where.end = end
      elif start == -1:
        where = None
      else:
        where = span(start, end, context)
      table = context[2]
      node = new(cls)
      node._parent = parent
      node._context_ref = node.predecessor = None
      node.span = where
      node._expanded = node._folded = node._value = _UNSET
      ref = weakref(node)
      if f_expression.__class__ is list:
        if f_expression and f_expression[0].__class__ is int:
          f_expression = table[f_expression[0]](f_expression, context, ref)
        elif f_expression:
          items = f_expression
          f_expression = []
          for i in items:
            f_expression.append(table[i[0]](i, context, ref))
      elif f_expression is not None:
        raise ValueError("not a node")
      node.expression = f_expression
      return node
    return decode


def _f169():
    def read(values):
        if len(values) != 3:
            raise ValueError("not a stored ERB tree")
        node = new(cls)
        item = values[0]
        if item.__class__ in PLAIN:
            node.token = item
        elif item != UNSET:
            node.token = decode(item, fmt)
        item = values[1]
        if item.__class__ in PLAIN:
            node.left = item
        elif item != UNSET:
            node.left = decode(item, fmt)
        item = values[2]
        if item.__class__ in PLAIN:
            node.right = item
        elif item != UNSET:
            node.right = decode(item, fmt)
        return node
    return read


def _f170():
    def read(values):
        if len(values) != 2:
            raise ValueError("not a stored ERB tree")
        node = new(cls)
        item = values[0]
        if item.__class__ in PLAIN:
            node.token = item
        elif item != UNSET:
            node.token = decode(item, fmt)
        item = values[1]
        if item.__class__ in PLAIN:
            node.items = item
        elif item != UNSET:
            node.items = decode(item, fmt)
        return node
    return read


def _f171():
    def read(values):
        if len(values) != 3:
            raise ValueError("not a stored ERB tree")
        node = new(cls)
        item = values[0]
        if item.__class__ in PLAIN:
            node.token = item
        elif item != UNSET:
            node.token = decode(item, fmt)
        item = values[1]
        if item.__class__ in PLAIN:
            node.target = item
        elif item != UNSET:
            node.target = decode(item, fmt)
        item = values[2]
        if item.__class__ in PLAIN:
            node.value = item
        elif item != UNSET:
            node.value = decode(item, fmt)
        return node
    return read


def _f172():
    def read(values):
        if len(values) != 4:
            raise ValueError("not a stored ERB tree")
        node = new(cls)
        item = values[0]
        if item.__class__ in PLAIN:
            node.token = item
        elif item != UNSET:
            node.token = decode(item, fmt)
        item = values[1]
        if item.__class__ in PLAIN:
            node.body = item
        elif item != UNSET:
            node.body = decode(item, fmt)
        item = values[2]
        if item.__class__ in PLAIN:
            node.clauses = item
        elif item != UNSET:
            node.clauses = decode(item, fmt)
        item = values[3]
        if item.__class__ in PLAIN:
            node.other = item
        elif item != UNSET:
            node.other = decode(item, fmt)
        return node
    return read


def _f173():
    def read(values):
        if len(values) != 3:
            raise ValueError("not a stored ERB tree")
        node = new(cls)
        item = values[0]
        if item.__class__ in PLAIN:
            node.token = item
        elif item != UNSET:
            node.token = decode(item, fmt)
        item = values[1]
        if item.__class__ in PLAIN:
            node.params = item
        elif item != UNSET:
            node.params = decode(item, fmt)
        item = values[2]
        if item.__class__ in PLAIN:
            node.body = item
        elif item != UNSET:
            node.body = decode(item, fmt)
        return node
    return read


def _f174():
    def read(values):
        if len(values) != 3:
            raise ValueError("not a stored ERB tree")
        node = new(cls)
        item = values[0]
        if item.__class__ in PLAIN:
            node.token = item
        elif item != UNSET:
            node.token = decode(item, fmt)
        item = values[1]
        if item.__class__ in PLAIN:
            node.name = item
        elif item != UNSET:
            node.name = decode(item, fmt)
        item = values[2]
        if item.__class__ in PLAIN:
            node.value = item
        elif item != UNSET:
            node.value = decode(item, fmt)
        return node
    return read


def _f175():
    def read(values):
        if len(values) != 1:
            raise ValueError("not a stored ERB tree")
        node = new(cls)
        item = values[0]
        if item.__class__ in PLAIN:
            node.token = item
        elif item != UNSET:
            node.token = decode(item, fmt)
        return node
    return read


def _f176():
    def read(values):
        if len(values) != 6:
            raise ValueError("not a stored ERB tree")
        node = new(cls)
        item = values[0]
        if item.__class__ in PLAIN:
            node.token = item
        elif item != UNSET:
            node.token = decode(item, fmt)
        item = values[1]
        if item.__class__ in PLAIN:
            node.receiver = item
        elif item != UNSET:
            node.receiver = decode(item, fmt)
        item = values[2]
        if item.__class__ in PLAIN:
            node.name = item
        elif item != UNSET:
            node.name = decode(item, fmt)
        item = values[3]
        if item.__class__ in PLAIN:
            node.args = item
        elif item != UNSET:
            node.args = decode(item, fmt)
        item = values[4]
        if item.__class__ in PLAIN:
            node.block = item
        elif item != UNSET:
            node.block = decode(item, fmt)
        item = values[5]
        if item.__class__ in PLAIN:
            node.safe = item
        elif item != UNSET:
            node.safe = decode(item, fmt)
        return node
    return read


def _f177():
    def read(values):
        if len(values) != 4:
            raise ValueError("not a stored ERB tree")
        node = new(cls)
        item = values[0]
        if item.__class__ in PLAIN:
            node.token = item
        elif item != UNSET:
            node.token = decode(item, fmt)
        item = values[1]
        if item.__class__ in PLAIN:
            node.subject = item
        elif item != UNSET:
            node.subject = decode(item, fmt)
        item = values[2]
        if item.__class__ in PLAIN:
            node.whens = item
        elif item != UNSET:
            node.whens = decode(item, fmt)
        item = values[3]
        if item.__class__ in PLAIN:
            node.other = item
        elif item != UNSET:
            node.other = decode(item, fmt)
        return node
    return read


def _f178():
    def read(values):
        if len(values) != 2:
            raise ValueError("not a stored ERB tree")
        node = new(cls)
        item = values[0]
        if item.__class__ in PLAIN:
            node.token = item
        elif item != UNSET:
            node.token = decode(item, fmt)
        item = values[1]
        if item.__class__ in PLAIN:
            node.name = item
        elif item != UNSET:
            node.name = decode(item, fmt)
        return node
    return read


def _f179():
    def read(values):
        if len(values) != 3:
            raise ValueError("not a stored ERB tree")
        node = new(cls)
        item = values[0]
        if item.__class__ in PLAIN:
            node.token = item
        elif item != UNSET:
            node.token = decode(item, fmt)
        item = values[1]
        if item.__class__ in PLAIN:
            node.scope = item
        elif item != UNSET:
            node.scope = decode(item, fmt)
        item = values[2]
        if item.__class__ in PLAIN:
            node.name = item
        elif item != UNSET:
            node.name = decode(item, fmt)
        return node
    return read


def _f180():
    def read(values):
        if len(values) != 2:
            raise ValueError("not a stored ERB tree")
        node = new(cls)
        item = values[0]
        if item.__class__ in PLAIN:
            node.token = item
        elif item != UNSET:
            node.token = decode(item, fmt)
        item = values[1]
        if item.__class__ in PLAIN:
            node.parts = item
        elif item != UNSET:
            node.parts = decode(item, fmt)
        return node
    return read


def _f181():
    def read(values):
        if len(values) != 4:
            raise ValueError("not a stored ERB tree")
        node = new(cls)
        item = values[0]
        if item.__class__ in PLAIN:
            node.token = item
        elif item != UNSET:
            node.token = decode(item, fmt)
        item = values[1]
        if item.__class__ in PLAIN:
            node.name = item
        elif item != UNSET:
            node.name = decode(item, fmt)
        item = values[2]
        if item.__class__ in PLAIN:
            node.params = item
        elif item != UNSET:
            node.params = decode(item, fmt)
        item = values[3]
        if item.__class__ in PLAIN:
            node.body = item
        elif item != UNSET:
            node.body = decode(item, fmt)
        return node
    return read


def _f182():
    def read(values):
        if len(values) != 2:
            raise ValueError("not a stored ERB tree")
        node = new(cls)
        item = values[0]
        if item.__class__ in PLAIN:
            node.token = item
        elif item != UNSET:
            node.token = decode(item, fmt)
        item = values[1]
        if item.__class__ in PLAIN:
            node.target = item
        elif item != UNSET:
            node.target = decode(item, fmt)
        return node
    return read


def _f183():
    def read(values):
        if len(values) != 4:
            raise ValueError("not a stored ERB tree")
        node = new(cls)
        item = values[0]
        if item.__class__ in PLAIN:
            node.token = item
        elif item != UNSET:
            node.token = decode(item, fmt)
        item = values[1]
        if item.__class__ in PLAIN:
            node.params = item
        elif item != UNSET:
            node.params = decode(item, fmt)
        item = values[2]
        if item.__class__ in PLAIN:
            node.iterable = item
        elif item != UNSET:
            node.iterable = decode(item, fmt)
        item = values[3]
        if item.__class__ in PLAIN:
            node.body = item
        elif item != UNSET:
            node.body = decode(item, fmt)
        return node
    return read


def _f184():
    def read(values):
        if len(values) != 2:
            raise ValueError("not a stored ERB tree")
        node = new(cls)
        item = values[0]
        if item.__class__ in PLAIN:
            node.token = item
        elif item != UNSET:
            node.token = decode(item, fmt)
        item = values[1]
        if item.__class__ in PLAIN:
            node.pairs = item
        elif item != UNSET:
            node.pairs = decode(item, fmt)
        return node
    return read


def _f185():
    def read(values):
        if len(values) != 4:
            raise ValueError("not a stored ERB tree")
        node = new(cls)
        item = values[0]
        if item.__class__ in PLAIN:
            node.token = item
        elif item != UNSET:
            node.token = decode(item, fmt)
        item = values[1]
        if item.__class__ in PLAIN:
            node.cond = item
        elif item != UNSET:
            node.cond = decode(item, fmt)
        item = values[2]
        if item.__class__ in PLAIN:
            node.then = item
        elif item != UNSET:
            node.then = decode(item, fmt)
        item = values[3]
        if item.__class__ in PLAIN:
            node.other = item
        elif item != UNSET:
            node.other = decode(item, fmt)
        return node
    return read


def _f186():
    def read(values):
        if len(values) != 3:
            raise ValueError("not a stored ERB tree")
        node = new(cls)
        item = values[0]
        if item.__class__ in PLAIN:
            node.token = item
        elif item != UNSET:
            node.token = decode(item, fmt)
        item = values[1]
        if item.__class__ in PLAIN:
            node.kind = item
        elif item != UNSET:
            node.kind = decode(item, fmt)
        item = values[2]
        if item.__class__ in PLAIN:
            node.value = item
        elif item != UNSET:
            node.value = decode(item, fmt)
        return node
    return read


def _f187():
    def read(values):
        if len(values) != 2:
            raise ValueError("not a stored ERB tree")
        node = new(cls)
        item = values[0]
        if item.__class__ in PLAIN:
            node.token = item
        elif item != UNSET:
            node.token = decode(item, fmt)
        item = values[1]
        if item.__class__ in PLAIN:
            node.value = item
        elif item != UNSET:
            node.value = decode(item, fmt)
        return node
    return read


def _f188():
    def read(values):
        if len(values) != 3:
            raise ValueError("not a stored ERB tree")
        node = new(cls)
        item = values[0]
        if item.__class__ in PLAIN:
            node.token = item
        elif item != UNSET:
            node.token = decode(item, fmt)
        item = values[1]
        if item.__class__ in PLAIN:
            node.targets = item
        elif item != UNSET:
            node.targets = decode(item, fmt)
        item = values[2]
        if item.__class__ in PLAIN:
            node.value = item
        elif item != UNSET:
            node.value = decode(item, fmt)
        return node
    return read


def _f189():
    def read(values):
        if len(values) != 2:
            raise ValueError("not a stored ERB tree")
        node = new(cls)
        item = values[0]
        if item.__class__ in PLAIN:
            node.token = item
        elif item != UNSET:
            node.token = decode(item, fmt)
        item = values[1]
        if item.__class__ in PLAIN:
            node.operand = item
        elif item != UNSET:
            node.operand = decode(item, fmt)
        return node
    return read


def _f190():
    def read(values):
        if len(values) != 4:
            raise ValueError("not a stored ERB tree")
        node = new(cls)
        item = values[0]
        if item.__class__ in PLAIN:
            node.token = item
        elif item != UNSET:
            node.token = decode(item, fmt)
        item = values[1]
        if item.__class__ in PLAIN:
            node.target = item
        elif item != UNSET:
            node.target = decode(item, fmt)
        item = values[2]
        if item.__class__ in PLAIN:
            node.op = item
        elif item != UNSET:
            node.op = decode(item, fmt)
        item = values[3]
        if item.__class__ in PLAIN:
            node.value = item
        elif item != UNSET:
            node.value = decode(item, fmt)
        return node
    return read


def _f191():
    def read(values):
        if len(values) != 2:
            raise ValueError("not a stored ERB tree")
        node = new(cls)
        item = values[0]
        if item.__class__ in PLAIN:
            node.token = item
        elif item != UNSET:
            node.token = decode(item, fmt)
        item = values[1]
        if item.__class__ in PLAIN:
            node.body = item
        elif item != UNSET:
            node.body = decode(item, fmt)
        return node
    return read


def _f192():
    def read(values):
        if len(values) != 5:
            raise ValueError("not a stored ERB tree")
        node = new(cls)
        item = values[0]
        if item.__class__ in PLAIN:
            node.names = item
        elif item != UNSET:
            node.names = decode(item, fmt)
        item = values[1]
        if item.__class__ in PLAIN:
            node.trailing = item
        elif item != UNSET:
            node.trailing = decode(item, fmt)
        item = values[2]
        if item.__class__ in PLAIN:
            node.splat = item
        elif item != UNSET:
            node.splat = decode(item, fmt)
        item = values[3]
        if item.__class__ in PLAIN:
            node.defaults = item
        elif item != UNSET:
            node.defaults = decode(item, fmt)
        item = values[4]
        if item.__class__ in PLAIN:
            node.block = item
        elif item != UNSET:
            node.block = decode(item, fmt)
        return node
    return read


def _f193():
    def read(values):
        if len(values) != 4:
            raise ValueError("not a stored ERB tree")
        node = new(cls)
        item = values[0]
        if item.__class__ in PLAIN:
            node.token = item
        elif item != UNSET:
            node.token = decode(item, fmt)
        item = values[1]
        if item.__class__ in PLAIN:
            node.first = item
        elif item != UNSET:
            node.first = decode(item, fmt)
        item = values[2]
        if item.__class__ in PLAIN:
            node.last = item
        elif item != UNSET:
            node.last = decode(item, fmt)
        item = values[3]
        if item.__class__ in PLAIN:
            node.exclusive = item
        elif item != UNSET:
            node.exclusive = decode(item, fmt)
        return node
    return read


def _f194():
    def read(values):
        if len(values) != 4:
            raise ValueError("not a stored ERB tree")
        node = new(cls)
        item = values[0]
        if item.__class__ in PLAIN:
            node.token = item
        elif item != UNSET:
            node.token = decode(item, fmt)
        item = values[1]
        if item.__class__ in PLAIN:
            node.parts = item
        elif item != UNSET:
            node.parts = decode(item, fmt)
        item = values[2]
        if item.__class__ in PLAIN:
            node.flags = item
        elif item != UNSET:
            node.flags = decode(item, fmt)
        item = values[3]
        if item.__class__ in PLAIN:
            node.cached = item
        elif item != UNSET:
            node.cached = decode(item, fmt)
        return node
    return read


def _f195():
    def read(values):
        if len(values) != 3:
            raise ValueError("not a stored ERB tree")
        node = new(cls)
        item = values[0]
        if item.__class__ in PLAIN:
            node.token = item
        elif item != UNSET:
            node.token = decode(item, fmt)
        item = values[1]
        if item.__class__ in PLAIN:
            node.body = item
        elif item != UNSET:
            node.body = decode(item, fmt)
        item = values[2]
        if item.__class__ in PLAIN:
            node.fallback = item
        elif item != UNSET:
            node.fallback = decode(item, fmt)
        return node
    return read


def _f196():
    def read(values):
        if len(values) != 2:
            raise ValueError("not a stored ERB tree")
        node = new(cls)
        item = values[0]
        if item.__class__ in PLAIN:
            node.token = item
        elif item != UNSET:
            node.token = decode(item, fmt)
        item = values[1]
        if item.__class__ in PLAIN:
            node.stmts = item
        elif item != UNSET:
            node.stmts = decode(item, fmt)
        return node
    return read


def _f197():
    def read(values):
        if len(values) != 1:
            raise ValueError("not a stored ERB tree")
        node = new(cls)
        item = values[0]
        if item.__class__ in PLAIN:
            node.name = item
        elif item != UNSET:
            node.name = decode(item, fmt)
        return node
    return read


def _f198():
    def read(values):
        if len(values) != 3:
            raise ValueError("not a stored ERB tree")
        node = new(cls)
        item = values[0]
        if item.__class__ in PLAIN:
            node.token = item
        elif item != UNSET:
            node.token = decode(item, fmt)
        item = values[1]
        if item.__class__ in PLAIN:
            node.index = item
        elif item != UNSET:
            node.index = decode(item, fmt)
        item = values[2]
        if item.__class__ in PLAIN:
            node.text = item
        elif item != UNSET:
            node.text = decode(item, fmt)
        return node
    return read


def _f199():
    def read(values):
        if len(values) != 6:
            raise ValueError("not a stored ERB tree")
        node = new(cls)
        item = values[0]
        if item.__class__ in PLAIN:
            node.kind = item
        elif item != UNSET:
            node.kind = decode(item, fmt)
        item = values[1]
        if item.__class__ in PLAIN:
            node.value = item
        elif item != UNSET:
            node.value = decode(item, fmt)
        item = values[2]
        if item.__class__ in PLAIN:
            node.start = item
        elif item != UNSET:
            node.start = decode(item, fmt)
        item = values[3]
        if item.__class__ in PLAIN:
            node.end = item
        elif item != UNSET:
            node.end = decode(item, fmt)
        item = values[4]
        if item.__class__ in PLAIN:
            node.spaced = item
        elif item != UNSET:
            node.spaced = decode(item, fmt)
        item = values[5]
        if item.__class__ in PLAIN:
            node.closes_tag = item
        elif item != UNSET:
            node.closes_tag = decode(item, fmt)
        return node
    return read


def _f200():
    def read(values):
        if len(values) != 4:
            raise ValueError("not a stored ERB tree")
        node = new(cls)
        item = values[0]
        if item.__class__ in PLAIN:
            node.token = item
        elif item != UNSET:
            node.token = decode(item, fmt)
        item = values[1]
        if item.__class__ in PLAIN:
            node.cond = item
        elif item != UNSET:
            node.cond = decode(item, fmt)
        item = values[2]
        if item.__class__ in PLAIN:
            node.body = item
        elif item != UNSET:
            node.body = decode(item, fmt)
        item = values[3]
        if item.__class__ in PLAIN:
            node.until = item
        elif item != UNSET:
            node.until = decode(item, fmt)
        return node
    return read


def _f201():
    def read(values):
        if len(values) != 3:
            raise ValueError("not a stored ERB tree")
        node = new(cls)
        item = values[0]
        if item.__class__ in PLAIN:
            node.token = item
        elif item != UNSET:
            node.token = decode(item, fmt)
        item = values[1]
        if item.__class__ in PLAIN:
            node.words = item
        elif item != UNSET:
            node.words = decode(item, fmt)
        item = values[2]
        if item.__class__ in PLAIN:
            node.symbols = item
        elif item != UNSET:
            node.symbols = decode(item, fmt)
        return node
    return read


CODE = {
    'd6205ca14e53e4e7b24c9982db3e1121': _f0.__code__,
    'e2b33626bef5721bec493bd55fee37de': _f1.__code__,
    'c5f4eead56bcff681277e8f9cec806ba': _f2.__code__,
    '69a92b6d7fdcf1fef4cfe8f063d928f0': _f3.__code__,
    '2e3ac5442c3c384786ac90344c2aa3c0': _f4.__code__,
    '895d9e299163ed432c11f5e8a4f698db': _f5.__code__,
    '432ff4344bf099cf550882d8c9fb9811': _f6.__code__,
    '214f1ef49766dd85bc7d7c4e1b580f68': _f7.__code__,
    '0e146235537e939b212cb63772c30789': _f8.__code__,
    '5c1d3736bb4aa90486df3a2b9fc15ca4': _f9.__code__,
    'a86b83c435500458583ccc4a23fb4ed8': _f10.__code__,
    'b54c7a875bd35c2c0a3188356925148c': _f11.__code__,
    'aaa1b3886424598d5777abffe0030ade': _f12.__code__,
    '4fdc1673506addbb2c806dde306522c8': _f13.__code__,
    'f6c6ac241d74de146b8f7cdf3e33bee8': _f14.__code__,
    '0b34ab41f3e2e96f51f18fff084dd440': _f15.__code__,
    'c88d27665fa43ff06d47e3a1c5a9e354': _f16.__code__,
    'bc298a79e18df00ea1cf60b2e4deee73': _f17.__code__,
    '50e01ca4164aedd6f6e5cf8e36e112ec': _f18.__code__,
    'f698767f60c6e62d77981ca0a1d4c116': _f19.__code__,
    'e9e34971c12f74bfbc354d8ecebd7e80': _f20.__code__,
    'be87e15b86f498c8dc97190c7e1c2c49': _f21.__code__,
    'bb9358a0a5b54b6cc0ec57a81e14899c': _f22.__code__,
    '2bc7b7caedb7fa13cdfdd35c27cca087': _f23.__code__,
    '65486f0e2adb45495224d0806f36038f': _f24.__code__,
    'b25bea21f4073d49be0909e9cd37e11e': _f25.__code__,
    '7d601f0996d0be7496980f17cad8bdbe': _f26.__code__,
    '1a1ed50aee50dfd793a9580c9b54ba99': _f27.__code__,
    '9b5d8a5a5122f1513afc38946dc7c114': _f28.__code__,
    '1fe625aecdf3e2265e09b7dd1c9ea26d': _f29.__code__,
    'd824c1155d3100a6d1fddf22d7790b6c': _f30.__code__,
    '605ba6a7618dbee46141a4673b68a6f1': _f31.__code__,
    '76b9fb8bf541d7fd638a10b1fba4f7a2': _f32.__code__,
    'a655bddfcf36a46540f8a670032f1b75': _f33.__code__,
    'bf2df2516c57486d0575ad8b95aecca9': _f34.__code__,
    'fb712c0fc9c89a052d15edc800ce64b1': _f35.__code__,
    '1c572f8731999d9c23ad0fe1bbc91806': _f36.__code__,
    'f77a2b00d7cc6610e75eacc4a75341eb': _f37.__code__,
    '815e7ed7970f3f9d152e2f73ea698ecc': _f38.__code__,
    'e60140ce3c3054831be29b3ba2a2faa7': _f39.__code__,
    '08ad16c8feb09f64e46879bd4b679527': _f40.__code__,
    '69242eb5761e74088f601eca26270e86': _f41.__code__,
    'c504bbd2b0e418a3cc6d518051038ea5': _f42.__code__,
    'b9b1034a7b5d95283c133079afa7d910': _f43.__code__,
    '2258729fbb8eb757bbe77f88d0ce182a': _f44.__code__,
    '8d3ed44607eb74f596b4e6837f72b038': _f45.__code__,
    '408490c31500ea4a7ece7ec06f19ba72': _f46.__code__,
    'ca4166c284cf2d9e955cbd86bd063bfa': _f47.__code__,
    '534a738c79e0cfb90fbd4a4c0d25fb86': _f48.__code__,
    'fbecd86822d5e90159dba9851e58e99e': _f49.__code__,
    'd6f91003d0cb8da491ca227f3dc1df1b': _f50.__code__,
    'ea8e93a802ce02b43c64ea859a5572e3': _f51.__code__,
    'eda0cafdb1288e2418d342766f6d29db': _f52.__code__,
    'a65f159b30ac618770a2142aa8b78533': _f53.__code__,
    '67dd58081ec67e13f3d4ab45307e56ce': _f54.__code__,
    '86cdb9b8ca0c0c406a1d83f0cd522e90': _f55.__code__,
    '01c9da9d50140a3ee84191ed0fc4d57f': _f56.__code__,
    '54f8f903c2cba4b06a0ad88780b02fa8': _f57.__code__,
    '6ce26c6acfadd56abba36c4963ccf71a': _f58.__code__,
    '44efffa3d072f73d6127bba198669a44': _f59.__code__,
    '03645d228fa9e7892ab6ba24dcb4de61': _f60.__code__,
    '9baf2201164b9c0c049ebfb5a965697f': _f61.__code__,
    '144b369d19241b7241106e446e6bb887': _f62.__code__,
    '18a1ea84de821b7fc9455bd04a3981d2': _f63.__code__,
    '9c954b2d6415ba25ae04a18f45d6d890': _f64.__code__,
    'a7ea3ed2961fc0f24a5585f4a9a381fb': _f65.__code__,
    'b01848c002aabb26d19247bfd938bd5b': _f66.__code__,
    '49768f699d3d99717024858c7286d7e7': _f67.__code__,
    'b84508950fcc0902b7561902e728b110': _f68.__code__,
    'ce5f3627f4f0d7c7ba4d8b92a94c16e3': _f69.__code__,
    '1fe0413b1d2e6c8bb1cacd69b4400334': _f70.__code__,
    '00736f81c35ed260d2cbfd22036a2a8d': _f71.__code__,
    'b9f0e2f8669c6441e338cae16a9506b7': _f72.__code__,
    '08377ec0205aa5a22de0e85a2177db93': _f73.__code__,
    'db6b23f4aa41bccd421c24c5c5f6f016': _f74.__code__,
    '9de4f6e0f55ec759b529e0c32819120d': _f75.__code__,
    '2183124d8280400945f7e4b25b561913': _f76.__code__,
    '569c9f7a1818d08425bc08b1ad119ecb': _f77.__code__,
    '33ae764abec9e0b5a7b0c9179de10e25': _f78.__code__,
    'bb972af3bcda308ca20a0bc2fc5e0e66': _f79.__code__,
    '4c331c9a868c6d110a1dde08c0067e35': _f80.__code__,
    '76e4c2ed79398763a944dd598b634ecc': _f81.__code__,
    '9d11b65ee5b9ce25ff649a6f4242decc': _f82.__code__,
    'e9218d645ed9ab06eb73cb7512f42be3': _f83.__code__,
    '3f3665633251ae2bd66258b177b6e5c1': _f84.__code__,
    '91176e6603612199978c0c7a4bd9e3ea': _f85.__code__,
    '269f3d0b68b18cfcdd255abaaa20a533': _f86.__code__,
    '6ed57fefb5f61d292dc4b7e5ba688938': _f87.__code__,
    '2b422c8e0e29380fe9db05d88f5b81ec': _f88.__code__,
    '101a171d25bc256e6d4ac9eb79119b11': _f89.__code__,
    'bb6f57d6a0113724d1a1cf720221b4ed': _f90.__code__,
    '0ec77bf5f947da53c2b26e9c39809b7f': _f91.__code__,
    'd5791dfaba4fa57a3be84291bea00761': _f92.__code__,
    'aaccca494624353e35a6356129989c4f': _f93.__code__,
    'f541872ef64eb8111a81361ace3c15ba': _f94.__code__,
    '184abf5aaf290bf9b398a9abf933d15a': _f95.__code__,
    '6a95157a6389585951c6eaa2dd8ecee5': _f96.__code__,
    'a7d96669a412564641e606d860847ac1': _f97.__code__,
    'cf3f054c041af12911d563fa9a37b440': _f98.__code__,
    '1330611af9a64e45b223f24a97559c12': _f99.__code__,
    'e24edfd7ded54add3471461eaa82ebe4': _f100.__code__,
    '8775c2bc3116ca45e88b9d6c6e86d17e': _f101.__code__,
    '3a5fb81962c6b708437e8c1fb7c9e20c': _f102.__code__,
    '84aa4040709a42306161878a6eff6576': _f103.__code__,
    '550f42b8ff62e2761126c815fe7c1c2c': _f104.__code__,
    '029e38f94437fa5189ea5d36a6455c6e': _f105.__code__,
    '44bdb5b92da4e6cdd52ad59798993903': _f106.__code__,
    '7ab1a0cf11e7873761ea015df0a0d145': _f107.__code__,
    '940503e7f296836fc21c33ac396d8ba5': _f108.__code__,
    '744c6db41752336846c3babb57d9547d': _f109.__code__,
    '6a4989aa891c007d507ec84ea0465c7c': _f110.__code__,
    '7424a0523c6349c0a940352cd6d1d894': _f111.__code__,
    'dcd200742fbc57305c365c3ceba8c8d5': _f112.__code__,
    '6204e143b926d20e220427ec5dababa4': _f113.__code__,
    '2de985d16021cdf2f64f256d64ad80ab': _f114.__code__,
    'ff7c576282ade5ec72c625e0fdfaf48e': _f115.__code__,
    'a1b42f874429843ecf3d57ad39b5c7c8': _f116.__code__,
    '1c05f2bdecde88822d47304d29f6e703': _f117.__code__,
    '158fbd20b714ac6346e0937f5ac77ce9': _f118.__code__,
    'f18a68b4c1d42281f838e5f08272a99c': _f119.__code__,
    '35b4c46869c478bf82b5c006416af6bd': _f120.__code__,
    '75fd8b5bc5eb5468b69b3fb6f27e3856': _f121.__code__,
    'c242b279bd43dab59913951ffd835ce7': _f122.__code__,
    '8f5b6c18d69b984f849e59d338de0ef9': _f123.__code__,
    'cdd2a09a064b892171a1c740186cc6bd': _f124.__code__,
    '72c9965e69470c199b34acd6a33e1a04': _f125.__code__,
    '0be66c6b6b409114a7b6306df188f5e3': _f126.__code__,
    '9b9899e40e6085a8de84f2486021f406': _f127.__code__,
    '17f4520f67c00a7c3db28209a773e798': _f128.__code__,
    '1830ff89d5c8d4555b69fc20970aa038': _f129.__code__,
    'fb3163e727c8f9547c6109ec3bd71a7f': _f130.__code__,
    'd3ed145fb1acd2dd5c81dd72abd887cd': _f131.__code__,
    'd08f219f631a407911f7a8f9769cdacf': _f132.__code__,
    '622c0fa04dca0e8fc7fc8ababa16c185': _f133.__code__,
    'c35c4e73912b64cfebf843acab038776': _f134.__code__,
    'ff568d3949898a8bbd7037f506bc52c0': _f135.__code__,
    'd292bc56d551890887dc6da430dc2004': _f136.__code__,
    '16454c06f7a40e942eddf01b2a962ea8': _f137.__code__,
    '1791fa8e82c5425be208956f9946fd61': _f138.__code__,
    'b9669a67cddec8f03d4947e555060ef9': _f139.__code__,
    '6993c1d11466f8867ed44e94b64026bd': _f140.__code__,
    '599bc9207f155a35c207b20711166132': _f141.__code__,
    'f5bf7c9121d1437e94c541082246f7de': _f142.__code__,
    '654755c46ed89b1134cf0f7f07cfe268': _f143.__code__,
    '2b3cf5d415b6cb0d8e90755408953a42': _f144.__code__,
    '878a085e33981ae4c62283b66713c900': _f145.__code__,
    'c4ebca89255d512be300d93d0eeba28b': _f146.__code__,
    '904ebf47a2d6b9925053847c80473c39': _f147.__code__,
    'fcd8771d36214d887a44d540fdb41ac5': _f148.__code__,
    'de0f0b078e7a25f7ecafc6e61d33258a': _f149.__code__,
    '0deb87ce169c147f0da68e5c475aa396': _f150.__code__,
    'daadedd6840b05d9130c1ec5242a9492': _f151.__code__,
    '47cd4ad552a996d6e82ce88c5f298a09': _f152.__code__,
    'da6bedd8c5388aece982ddf9230f6f3a': _f153.__code__,
    '3e0f8e2e51f88df2ce64128fec4d02d2': _f154.__code__,
    '44ecc8563df9e351ec2d0b1f52dcdef8': _f155.__code__,
    '30a881c13b7ea21aa66be0e9e91662b9': _f156.__code__,
    '4961263353adfd25ef6749f35184e044': _f157.__code__,
    '62f893fbab13a56faceeff8588247223': _f158.__code__,
    '5388bc8e05a08f5535f819c11fa2418e': _f159.__code__,
    'ec7487a88d4ba69d78c6710eef6108be': _f160.__code__,
    'cac489c6c30a81730d4f1b39f22b6208': _f161.__code__,
    '0c18ed538dfa1f5d68b6eb97428817e2': _f162.__code__,
    '6e76d32fb613840aea222b294e5d3813': _f163.__code__,
    'd7b0e43ac7ef47d2d0f8dfbfad39cebb': _f164.__code__,
    'd72a57d176dc10b003591630e6d659f8': _f165.__code__,
    '059947a0be172892cad0128a8e2b9d47': _f166.__code__,
    '04542adc2600c80d2578867ba0cfa1ea': _f167.__code__,
    '55c5b5373001fec7a1687f2cfa137373': _f168.__code__,
    '963acdb206653b4bf7125134ec9e2105': _f169.__code__,
    'd601e881684469e3edda5891e20f28be': _f170.__code__,
    'cd7c66b71d1463685b3033fa69636415': _f171.__code__,
    '5e249960af0514e66222553f1bb18470': _f172.__code__,
    'ce61a7550dd60e1f4808a94e22f625e3': _f173.__code__,
    '93911b2514a1f4a3e17c9241811ce97d': _f174.__code__,
    'f4aacf079e750d374042f28b7d1cbcc7': _f175.__code__,
    'ed66533f4c9a6d0c1de1e498090487b2': _f176.__code__,
    'f773ebedc5a72fb58e8b9bed94fb4322': _f177.__code__,
    '4a9d7d41d4e87bb580b64d1b6f676acd': _f178.__code__,
    '08335d116f1756662b94d8619f87b5f2': _f179.__code__,
    'c7b4fd51f2f40b57d4f35486fa0cdb74': _f180.__code__,
    '4b7cec1dd73992487063d30803e4a91d': _f181.__code__,
    '203297736a20241732fa24b5e6853215': _f182.__code__,
    'f46a904ca8a96f22f772c7404520c9c0': _f183.__code__,
    '6d0b6d93609b2840da6a3b764ff1f339': _f184.__code__,
    '3c89f6092a6389a3678b55e144adf439': _f185.__code__,
    '69880916f761bc48ef2b2da1d08d4160': _f186.__code__,
    '7f526bf47677c6baba3b225f55372bca': _f187.__code__,
    '74f12aec0a49fc21fcd85575bdf88afd': _f188.__code__,
    'fb63db1e6b25258280a0abcc655eb926': _f189.__code__,
    '34efc7e02113e45b8902e7bd0fa464fe': _f190.__code__,
    '5fb637fd4e96ce4f618a66e2d713d119': _f191.__code__,
    '8a6fce061023eecf968cd835ca904ab7': _f192.__code__,
    '084602ca0480d54faffa22b1113b07b8': _f193.__code__,
    '2b8ba8917a285893f5cdb131a97cad33': _f194.__code__,
    '7c22dd4e02061c8116ce658f87f20056': _f195.__code__,
    '549af234abb462b0068701d341614886': _f196.__code__,
    'b0dc7c5f9cec14027f7cd0f7f95fef36': _f197.__code__,
    '4b0ba8747a6b886ddaa9ee22a7ab9c80': _f198.__code__,
    '79a3cd39e188910b47db3c4393d232a7': _f199.__code__,
    '9acab356ddc42279a4e2593922b1f0a4': _f200.__code__,
    'd7d751c4996acd82b31aaea20ee9b5a5': _f201.__code__,
}
