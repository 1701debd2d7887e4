#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import SeekToolkit

// glibc declares wcwidth only under _XOPEN_SOURCE, which Swift's Glibc module does not set.
@_silgen_name("wcwidth")
private func systemWidth(_ character: Int32) -> Int32

/// seek's widths against the C library's, which curses uses to place every cell and which tmux
/// uses to draw them.
@Suite struct TerminalWidthAgreementTests {
    @Test func everyScalarTakesTheColumnsTheCLibraryGivesIt() {
        #if canImport(Glibc)
        guard setlocale(LC_CTYPE, "C.UTF-8") != nil else { return }
        var disagreements: [String] = []
        for value in UInt32(0xA0)...0x3FFFF {
            guard let scalar = Unicode.Scalar(value), scalar.properties.generalCategory != .unassigned else { continue }
            let expected = systemWidth(Int32(value))
            // -1: newer than the C library's Unicode tables; seek decides those alone.
            guard expected >= 0 else { continue }
            // Format characters are never sent (VisibleText hides them); region letters are stand-ins.
            if DisplayWidth.isRegionalIndicator(scalar) || VisibleForm.needsPlaceholder(scalar)
                || scalar.properties.generalCategory == .format { continue }
            let measured = DisplayWidth.width(of: scalar)
            if measured != Int(expected) { disagreements.append("U+\(String(value, radix: 16, uppercase: true)) \(measured)≠\(expected)") }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count): \(disagreements.prefix(400).joined(separator: " "))")
        #endif
    }
}
