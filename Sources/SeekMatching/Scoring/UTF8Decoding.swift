/// Decodes UTF-8 into Unicode scalar values the way Go (and so fzf) does: each byte that does not
/// start a valid sequence becomes one U+FFFD.
public enum UTF8Decoding {
    static let replacement: UInt32 = 0xFFFD

    /// Whether every byte is below 0x80.
    ///
    /// - Complexity: O(n), eight bytes at a time.
    public static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let count = bytes.count
        var index = 0
        let raw = UnsafeRawPointer(base)
        // Four words at a time: one test of their union per 32 bytes (a chunk is tested whole).
        while index + 32 <= count {
            let union = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                | raw.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self)
                | raw.loadUnaligned(fromByteOffset: index + 16, as: UInt64.self)
                | raw.loadUnaligned(fromByteOffset: index + 24, as: UInt64.self)
            if union & 0x8080_8080_8080_8080 != 0 { return false }
            index += 32
        }
        while index + 8 <= count {
            if raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
            index += 8
        }
        while index < count {
            if base[index] >= 0x80 { return false }
            index += 1
        }
        return true
    }

    /// Replaces the contents of `scalars` with the scalars of `bytes`.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, into scalars: inout [UInt32]) {
        scalars.removeAll(keepingCapacity: true)
        let count = bytes.count
        var index = 0
        while index < count {
            let lead = UInt32(bytes[index])
            if lead < 0x80 {
                scalars.append(lead)
                index += 1
                continue
            }
            var length = 0
            var value: UInt32 = 0
            var minimum: UInt32 = 0
            switch lead {
            case 0xC2...0xDF: length = 2; value = lead & 0x1F; minimum = 0x80
            case 0xE0...0xEF: length = 3; value = lead & 0x0F; minimum = 0x800
            case 0xF0...0xF4: length = 4; value = lead & 0x07; minimum = 0x10000
            default: break
            }
            var valid = length > 0 && index + length <= count
            if valid {
                for offset in 1..<length {
                    let byte = UInt32(bytes[index + offset])
                    guard byte & 0xC0 == 0x80 else {
                        valid = false
                        break
                    }
                    value = value << 6 | (byte & 0x3F)
                }
            }
            if valid && value >= minimum && value <= 0x10FFFF && !(0xD800...0xDFFF).contains(value) {
                scalars.append(value)
                index += length
            } else {
                scalars.append(replacement)
                index += 1
            }
        }
    }
}
