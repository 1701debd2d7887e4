/// Turns the bytes a terminal sends into code points, one byte at a time, for ``KeyDecoder``:
/// a character split between two reads is put together, and a byte that cannot start or
/// continue UTF-8 becomes U+FFFD rather than stopping the input.
public struct UTF8InputDecoder: Sendable {
    private var value: UInt32 = 0
    private var remaining = 0

    public init() {}

    /// Whether a character is partly read.
    public var isPending: Bool { remaining > 0 }

    /// Takes one byte; returns the code points it completes (two when it cuts a broken character
    /// short and is a character of its own).
    public mutating func feed(_ byte: UInt8) -> [UInt32] {
        if remaining > 0 {
            if byte & 0xC0 == 0x80 {
                value = value << 6 | UInt32(byte & 0x3F)
                remaining -= 1
                return remaining == 0 ? [Unicode.Scalar(value) == nil ? 0xFFFD : value] : []
            }
            remaining = 0
            return [0xFFFD] + feed(byte)
        }
        switch byte {
        case 0x00...0x7F:
            return [UInt32(byte)]
        case 0xC2...0xDF:
            value = UInt32(byte & 0x1F)
            remaining = 1
        case 0xE0...0xEF:
            value = UInt32(byte & 0x0F)
            remaining = 2
        case 0xF0...0xF4:
            value = UInt32(byte & 0x07)
            remaining = 3
        default:
            return [0xFFFD]
        }
        return []
    }
}
