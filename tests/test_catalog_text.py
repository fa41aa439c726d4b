"""The catalog's JSON text and line numbers: written by shortcuts that must give
exactly what the general code gives (json's encoder, a scan of the text)."""
import json

import lazygraph
from lazygraph.outputs.catalog_json import _edge_encoder, _encoder, dumps
from lazygraph.source import Source

ODD = 'x"\\ é\n\x01\x7f\u2028\t'


def test_an_edge_is_written_as_json_writes_it():
    encode = _encoder()
    encode_edge = _edge_encoder(encode)
    for edge in ({'source': 'Class[A]', 'target': 'File[/%s]' % ODD},
                 {'target': 'File[/b]', 'source': 'Class[A]'},      # another order
                 {'source': 'Class[A]', 'target': 'File[/b]', 'extra': 1},
                 {'source': 1, 'target': 'File[/b]'}, {}):
        assert encode_edge(edge) == json.dumps(edge, ensure_ascii=False)


def test_a_compiled_catalogs_text_is_jsons():
    code = "class a { file { '/%s': ensure => file } -> notify { 'n': } }\ninclude a\n" % (
        ODD.replace('\\', '\\\\').replace('\n', '\\n').replace('\t', '\\t'))
    data = lazygraph.compile(code, node='n').to_data()
    text = dumps(data)
    assert json.loads(text) == json.loads(json.dumps(data))
    lines = [line.rstrip(',') for line in text.split('\n')]
    assert len(data['edges']) == 5
    for edge in data['edges']:
        assert '    %s' % json.dumps(edge, ensure_ascii=False) in lines


def test_lines_end_only_at_newlines():
    text = 'a\r\nb\rc\u2028d\n\ne'
    assert Source(text).line_starts() == [0, 3, 9, 10]
    assert [Source(text).line_col(i)[0] for i in (0, 3, 8, 9, 10)] == [1, 2, 2, 3, 4]
    assert Source('').line_starts() == [0]
    assert Source('\n').line_starts() == [0, 1]
