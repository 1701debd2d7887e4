import SeekCatalog

extension FieldSplitter {
    /// The bytes of fields `range` of `line`, from the first field's start to the last one's
    /// end, as `text(of:fields:)` finds them, but cut from the line's own bytes: bytes that are
    /// not UTF-8 are split as U+FFFD and passed on as they were read. `keepingBlanks` (fzf's `s`
    /// flag, `{s2}`) ends AWK-style fields where the next one starts, blanks included, as fzf's
    /// tokens end.
    func bytes(of line: [UInt8], fields range: FieldRange, keepingBlanks: Bool = false) -> ArraySlice<UInt8> {
        let (text, originalOffsets) = Self.decode(line)
        let fields = fieldRanges(of: text)
        guard let bounds = range.resolved(count: fields.count) else { return [] }
        let start = text.utf8.distance(from: text.startIndex, to: fields[bounds.lowerBound].lowerBound)
        let awkStyle = delimiter == nil && pattern == nil
        let fieldEnd = !(keepingBlanks && awkStyle) ? fields[bounds.upperBound].upperBound
            : bounds.upperBound + 1 < fields.count ? fields[bounds.upperBound + 1].lowerBound : text.endIndex
        let end = text.utf8.distance(from: text.startIndex, to: fieldEnd)
        guard let originalOffsets else { return line[start..<end] }
        return line[originalOffsets[start]..<originalOffsets[end]]
    }

    /// `bytes` as text, with, when they are not valid UTF-8, the offset in `bytes` where each
    /// UTF-8 offset of the text begins (one U+FFFD stands for each invalid sequence, as in
    /// `String(decoding:as:)`).
    private static func decode(_ bytes: [UInt8]) -> (String, [Int]?) {
        if let text = String(validating: bytes, as: UTF8.self) { return (text, nil) }
        var text = ""
        var offsets: [Int] = []
        offsets.reserveCapacity(bytes.count + 8)
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var position = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                text.unicodeScalars.append(Unicode.UTF8.decode(encoded))
                offsets += repeatElement(position, count: encoded.count)
                position += encoded.count
            case .error(let length):
                text.unicodeScalars.append(Unicode.Scalar(0xFFFD)!)
                offsets += repeatElement(position, count: 3)
                position += length
            case .emptyInput:
                offsets.append(position)
                return (text, offsets)
            }
        }
    }
}
