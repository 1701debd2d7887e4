/// The terminal's answer to a cursor position request (`ESC [ 6 n`): `ESC [ row ; column R`,
/// found among whatever keys the user typed meanwhile, which are kept as input.
public struct CursorReport: Hashable, Sendable {
    /// Where the cursor is, from row 0 and column 0.
    public var position: CursorPosition
    /// The bytes of the answer in what was read.
    public var range: Range<Int>

    /// The first report in `bytes`, if a whole one is there.
    public static func find(in bytes: [UInt8]) -> CursorReport? {
        var start = 0
        while start + 1 < bytes.count {
            defer { start += 1 }
            guard bytes[start] == 0x1B, bytes[start + 1] == 0x5B else { continue }
            var numbers = [0]
            var index = start + 2
            var digitsInNumber = 0
            while index < bytes.count {
                let byte = bytes[index]
                if (0x30...0x39).contains(byte), digitsInNumber < 6 {
                    numbers[numbers.count - 1] = numbers[numbers.count - 1] * 10 + Int(byte - 0x30)
                    digitsInNumber += 1
                } else if byte == 0x3B, numbers.count == 1, digitsInNumber > 0 {
                    numbers.append(0)
                    digitsInNumber = 0
                } else {
                    break
                }
                index += 1
            }
            guard index < bytes.count, bytes[index] == 0x52, numbers.count == 2, digitsInNumber > 0 else { continue }
            let position = CursorPosition(row: max(0, numbers[0] - 1), column: max(0, numbers[1] - 1))
            return CursorReport(position: position, range: start..<(index + 1))
        }
        return nil
    }
}
