# A helper of the module's own, loaded by its template (as some forge modules do).
module LgrbText
  def self.banner(words, width)
    line = words.map(&:to_s).join(' ').upcase
    "#{'=' * width}\n#{line.center(width)}\n#{'=' * width}\n"
  end
end
