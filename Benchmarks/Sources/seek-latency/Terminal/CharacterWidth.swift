/// How many terminal columns a character takes: 2 for East Asian wide and fullwidth characters
/// and the common emoji blocks, 0 for combining marks and zero-width characters, 1 otherwise.
/// Only as exact as the benchmark needs: it must keep the columns of ASCII text to the right of
/// a wide character in place, so that the count token is found where the program drew it.
enum CharacterWidth {
    private static let wide: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
        0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
        0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
    private static let zero: [ClosedRange<UInt32>] = [
        0x0300...0x036F, 0x0483...0x0489, 0x0591...0x05BD, 0x0610...0x061A, 0x064B...0x065F,
        0x200B...0x200F, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F,
    ]

    static func of(_ scalar: UInt32) -> Int {
        if scalar < 0x300 { return 1 }
        if zero.contains(where: { $0.contains(scalar) }) { return 0 }
        if wide.contains(where: { $0.contains(scalar) }) { return 2 }
        return 1
    }
}
