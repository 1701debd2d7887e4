import SeekModel
import SeekScreen
import SeekToolkit

/// What a running ``TextEditor`` holds: the text (inside its ``FindNavigator``, so that find
/// and the text never disagree), the cursor, the scroll position, and undo and redo.
///
/// A value changed only by ``handle(_:textHeight:)`` (a key) and the host's calls when the
/// program changed the bindings, so every editing rule is tested without a terminal. Every edit
/// — typing, a new line, a deletion, a replacement, a replace all — is a step that undo takes
/// back; typed characters in a row are one step, as a text editor groups them.
struct EditorBuffer {
    /// The text and its find state.
    private(set) var navigator: FindNavigator
    /// The cursor, as an offset in UTF-8 bytes, always on a character boundary.
    private(set) var cursorOffset = 0
    /// The first line shown.
    private(set) var firstLine = 0
    /// What the last replacement, undo or redo did, for the status row.
    private(set) var status: String?
    /// The column up and down keep to, so a short line between does not pull the cursor left.
    private var goalColumn: Int?
    private var undoStack: [Snapshot] = []
    private var redoStack: [Snapshot] = []
    /// Whether the last edit was typing, which the next typed character joins.
    private var isTyping = false

    /// The text and the cursor before an edit, which undo brings back.
    private struct Snapshot {
        var text: String
        var cursorOffset: Int
    }

    init(text: String) {
        navigator = FindNavigator(text: text)
    }

    var text: String { navigator.text }

    /// The cursor as an index into ``text``.
    var cursor: String.Index { text.utf8.index(text.startIndex, offsetBy: cursorOffset) }

    var canUndo: Bool { !undoStack.isEmpty }
    var canRedo: Bool { !redoStack.isEmpty }

    // MARK: Keys

    /// Applies one key: to the find bar while it is presented, else to the text. `textHeight`
    /// is the rows the text has on screen, for paging and scrolling.
    mutating func handle(_ event: InputEvent, textHeight: Int) {
        status = nil
        switch event {
        case .control("z"): undo()
        case .control("y"): redo()
        case .control("f"):
            // Find; again: find and replace; again: back to the find field.
            if !navigator.isPresented {
                send(.showFind)
            } else {
                send(navigator.mode == .find ? .showReplace : .focus(.find))
            }
        default:
            if navigator.isPresented { handleFindKey(event) } else { handleTextKey(event, textHeight: textHeight) }
        }
        scrollToCursor(textHeight: textHeight)
    }

    /// The keys of the find bar: typing in its focused field, moving between matches and
    /// fields, replacing, closing (the cursor goes to the match that was current).
    private mutating func handleFindKey(_ event: InputEvent) {
        switch event {
        case .character(let character): send(.insert(String(character)))
        case .paste(let pasted): send(.insert(pasted))
        case .backspace, .control("h"): send(.deleteBackward)
        case .tab, .backTab: send(.focus(navigator.focusedField == .find ? .replace : .find))
        case .enter, .down: send(.next)
        case .up: send(.previous)
        case .control("r"): send(.replace)
        case .control("a"): send(.replaceAll)
        case .escape:
            if let match = navigator.currentMatch { moveCursor(to: match.lowerBound) }
            send(.dismiss)
        default: break
        }
    }

    /// The keys of the text: typing, new lines, deleting, moving the cursor.
    private mutating func handleTextKey(_ event: InputEvent, textHeight: Int) {
        switch event {
        case .character(let character): insert(String(character), typing: character != "\n")
        case .paste(let pasted): insert(pasted, typing: false)
        case .enter: insert("\n", typing: false)
        case .backspace, .control("h"): deleteBackward()
        case .delete, .control("d"): deleteForward()
        case .left: moveCursor(to: cursor > text.startIndex ? text.index(before: cursor) : cursor)
        case .right: moveCursor(to: cursor < text.endIndex ? text.index(after: cursor) : cursor)
        case .home, .control("a"): moveCursor(to: lineStart(of: cursor))
        case .end, .control("e"): moveCursor(to: lineEnd(of: cursor))
        case .up: moveVertically(by: -1)
        case .down: moveVertically(by: 1)
        case .pageUp: moveVertically(by: -max(1, textHeight - 1))
        case .pageDown: moveVertically(by: max(1, textHeight - 1))
        default: break
        }
    }

    // MARK: Editing

    private mutating func insert(_ inserted: String, typing: Bool) {
        recordUndo(typing: typing)
        var edited = text
        let at = cursorOffset
        edited.insert(contentsOf: inserted, at: cursor)
        _ = navigator.send(.setText(edited))
        // Inserted text may join the character before it (an accent): land after the insertion.
        cursorOffset = Self.boundary(atOrAfter: at + inserted.utf8.count, in: text)
        goalColumn = nil
    }

    private mutating func deleteBackward() {
        guard cursor > text.startIndex else { return }
        remove(text.index(before: cursor)..<cursor)
    }

    private mutating func deleteForward() {
        guard cursor < text.endIndex else { return }
        remove(cursor..<text.index(after: cursor))
    }

    private mutating func remove(_ range: Range<String.Index>) {
        recordUndo(typing: false)
        let start = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
        var edited = text
        edited.removeSubrange(range)
        _ = navigator.send(.setText(edited))
        cursorOffset = Self.boundary(atOrAfter: start, in: text)
        goalColumn = nil
    }

    /// Sends `action` to the find navigator; a replacement it makes is an undoable step.
    private mutating func send(_ action: FindAction) {
        let before = Snapshot(text: text, cursorOffset: cursorOffset)
        for case .edit(let edit) in navigator.send(action) {
            undoStack.append(before)
            redoStack = []
            isTyping = false
            cursorOffset = min(cursorOffset, text.utf8.count)
            cursorOffset = Self.boundary(atOrAfter: cursorOffset, in: text)
            status = edit.replacedCount == 1 ? "replaced 1" : "replaced \(edit.replacedCount)"
        }
    }

    private mutating func recordUndo(typing: Bool) {
        if !(typing && isTyping) { undoStack.append(Snapshot(text: text, cursorOffset: cursorOffset)) }
        redoStack = []
        isTyping = typing
    }

    /// Takes the last edit back (a typed run, a deletion, a replacement or a replace all).
    mutating func undo() {
        guard let snapshot = undoStack.popLast() else {
            status = "nothing to undo"
            return
        }
        redoStack.append(Snapshot(text: text, cursorOffset: cursorOffset))
        restore(snapshot)
        status = "undone"
    }

    /// Makes the last undone edit again.
    mutating func redo() {
        guard let snapshot = redoStack.popLast() else {
            status = "nothing to redo"
            return
        }
        undoStack.append(Snapshot(text: text, cursorOffset: cursorOffset))
        restore(snapshot)
        status = "redone"
    }

    private mutating func restore(_ snapshot: Snapshot) {
        _ = navigator.send(.setText(snapshot.text))
        cursorOffset = snapshot.cursorOffset
        isTyping = false
        goalColumn = nil
    }

    // MARK: From the program

    /// The program set the text binding: the text follows, the cursor stays where it can.
    mutating func programSetText(_ newText: String) {
        guard newText != text else { return }
        _ = navigator.send(.setText(newText))
        cursorOffset = Self.boundary(atOrAfter: min(cursorOffset, text.utf8.count), in: text)
        isTyping = false
    }

    /// The program set `isPresented`, `findDisabled` or `replaceDisabled`.
    mutating func programSet(presented: Bool?, findDisabled: Bool, replaceDisabled: Bool) {
        if findDisabled != navigator.isFindDisabled { _ = navigator.send(.setFindDisabled(findDisabled)) }
        if replaceDisabled != navigator.isReplaceDisabled { _ = navigator.send(.setReplaceDisabled(replaceDisabled)) }
        if let presented, presented != navigator.isPresented { _ = navigator.send(.setPresented(presented)) }
    }

    // MARK: The cursor and lines

    private mutating func moveCursor(to index: String.Index) {
        cursorOffset = text.utf8.distance(from: text.startIndex, to: index)
        isTyping = false
        goalColumn = nil
    }

    /// Moves `lines` lines up (negative) or down, keeping the goal column; past the first or
    /// last line the cursor goes to the text's start or end.
    private mutating func moveVertically(by lines: Int) {
        let goal = goalColumn ?? DisplayWidth.of(text[lineStart(of: cursor)..<cursor])
        var start = lineStart(of: cursor)
        var index = cursor
        for _ in 0..<abs(lines) {
            if lines < 0 {
                guard start > text.startIndex else {
                    index = text.startIndex
                    break
                }
                start = lineStart(of: text.index(before: start))
            } else {
                let end = lineEnd(of: start)
                guard end < text.endIndex else {
                    index = text.endIndex
                    break
                }
                start = text.index(after: end)
            }
            index = self.index(atColumn: goal, inLineAt: start)
        }
        moveCursor(to: index)
        goalColumn = goal
    }

    private func lineStart(of index: String.Index) -> String.Index {
        var start = index
        while start > text.startIndex {
            let previous = text.index(before: start)
            if Self.isLineBreak(text[previous]) { break }
            start = previous
        }
        return start
    }

    /// Where the line holding `index` ends: at its line break (`\n` or `\r\n`), or the text's end.
    private func lineEnd(of index: String.Index) -> String.Index {
        text[index...].firstIndex(where: Self.isLineBreak) ?? text.endIndex
    }

    /// The index `column` columns into the line starting at `start`, or the line's end.
    private func index(atColumn column: Int, inLineAt start: String.Index) -> String.Index {
        var index = start
        var columns = 0
        let end = lineEnd(of: start)
        while index < end {
            let width = DisplayWidth.of(text[index])
            if columns + width > column { break }
            columns += width
            index = text.index(after: index)
        }
        return index
    }

    /// Keeps the cursor's line in view, moving the first line no further than needed.
    private mutating func scrollToCursor(textHeight: Int) {
        guard !navigator.isPresented else {
            var view = TextView(navigator: navigator, firstLine: firstLine)
            view.cursor = cursor
            firstLine = view.visibleFirstLine(height: textHeight)
            return
        }
        let line = text[..<cursor].reduce(0) { Self.isLineBreak($1) ? $0 + 1 : $0 }
        if line < firstLine { firstLine = line }
        if textHeight > 0 && line >= firstLine + textHeight { firstLine = line - textHeight + 1 }
    }

    /// Whether `character` ends a line, as the text view splits lines (at `\n`, so `\r\n` too).
    private static func isLineBreak(_ character: Character) -> Bool {
        character == "\n" || character == "\r\n"
    }

    /// The first character boundary at or after the UTF-8 `offset` of `text`.
    private static func boundary(atOrAfter offset: Int, in text: String) -> Int {
        var index = text.startIndex
        var reached = 0
        while index < text.endIndex && reached < offset {
            index = text.index(after: index)
            reached = text.utf8.distance(from: text.startIndex, to: index)
        }
        return reached
    }
}
