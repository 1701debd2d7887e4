import SeekScreen
import SeekToolkit
import Testing

/// `--preview-window` notation and where the pane goes.
@Suite struct PreviewWindowTests {
    @Test func readsFzfsNotation() throws {
        let window = try PreviewWindow(parsing: "up:40%:wrap:sharp:hidden")
        #expect(window == PreviewWindow(position: .up, size: .percent(40), border: .sharp, wraps: true, isHidden: true))
        let offset = try PreviewWindow(parsing: "right,60,border-line,+{2}-5/2")
        #expect(offset.size == .cells(60))
        #expect(offset.border == .line)
        #expect(offset.offset == PreviewWindow.Offset(field: 2, constant: -5, divisor: 2))
    }

    /// `+123` is fzf's scroll offset (its pane opens at line 123), never a size; `0` is a pane
    /// of no size whose command still runs (fzf 0.74 takes both).
    @Test func aSignedNumberIsAnOffsetAndZeroIsASize() throws {
        let offset = try PreviewWindow(parsing: "+123")
        #expect(offset.offset == PreviewWindow.Offset(constant: 123))
        #expect(offset.size == PreviewWindow().size, "the size stays the default")
        let zero = try PreviewWindow(parsing: "right:0")
        #expect(zero.size == .cells(0))
        #expect(zero.split(Rect(row: 0, column: 0, width: 100, height: 30)).preview.isEmpty)
        #expect(throws: PreviewWindowError.self) { try PreviewWindow(parsing: "-5") }
    }

    @Test func aBadOptionIsNamed() {
        #expect(throws: PreviewWindowError.self) { try PreviewWindow(parsing: "right:sideways") }
        #expect(throws: PreviewWindowError.self) { try PreviewWindow(parsing: "+{x}") }
    }

    @Test func thePaneTakesItsSideAndLeavesTheRest() {
        let area = Rect(row: 0, column: 0, width: 100, height: 30)
        let right = PreviewWindow(position: .right, size: .percent(40)).split(area)
        #expect(right.preview == Rect(row: 0, column: 60, width: 40, height: 30))
        #expect(right.rest == Rect(row: 0, column: 0, width: 60, height: 30))
        let up = PreviewWindow(position: .up, size: .cells(10)).split(area)
        #expect(up.preview == Rect(row: 0, column: 0, width: 100, height: 10))
        #expect(up.rest == Rect(row: 10, column: 0, width: 100, height: 20))
        let greedy = PreviewWindow(position: .left, size: .percent(100)).split(area)
        #expect(greedy.rest.width >= 33, "the list keeps a third of the screen")
    }

    @Test func theOffsetPutsTheFieldsLineAtTheTopOrTheMiddle() {
        #expect(PreviewWindow.Offset(constant: 10).firstLine(fieldText: nil, height: 20) == 9)
        #expect(PreviewWindow.Offset(field: 2).firstLine(fieldText: "42", height: 20) == 41)
        #expect(PreviewWindow.Offset(field: 2, divisor: 2).firstLine(fieldText: "42", height: 20) == 31)
        #expect(PreviewWindow.Offset(field: 2, constant: -5).firstLine(fieldText: "3", height: 20) == 0)
        #expect(PreviewWindow.Offset(field: 2).firstLine(fieldText: "abc", height: 20) == 0)
    }
}
