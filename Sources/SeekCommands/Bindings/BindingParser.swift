import SeekScreen
import SeekToolkit

/// Reads fzf's `--bind` notation into ``Bindings``: `KEY:ACTION[+ACTION…]`, several separated by
/// commas, where KEY is a key name (``KeyName``) or an event (`start`, `load`, `change`,
/// `focus`, `result`, `zero`, `one`) and an action's argument is written `name(…)`, `name[…]`,
/// `name{…}`, `name<…>`, or `name:…` to the end of the text.
///
/// ```swift
/// var bindings = Bindings()
/// try BindingParser.parse("ctrl-o:execute(less {})+abort,change:reload:rg -n {q}", into: &bindings)
/// ```
public enum BindingParser {
    /// Adds the bindings of `text` to `bindings`, a later binding of a key replacing an earlier one.
    public static func parse(_ text: String, into bindings: inout Bindings) throws(BindingError) {
        var reader = Reader(text: Array(text), whole: text)
        while !reader.isAtEnd {
            let keyNames = try reader.keyNames()
            var actions: [BoundAction] = []
            repeat {
                actions.append(contentsOf: try reader.action())
            } while reader.consume("+")
            actions = layoutChangesFirst(actions)
            for keyName in keyNames {
                if let event = BindEvent(rawValue: keyName) {
                    bindings.events[event] = actions
                } else if let interval = try EveryEvent.interval(ofEventNamed: keyName) {
                    bindings.timers[interval] = actions
                } else if let key = KeyName.event(named: keyName) {
                    bindings.keys[key] = actions
                } else {
                    throw BindingError("unknown key or event '\(keyName)' in binding '\(text)'")
                }
            }
            if !reader.isAtEnd && !reader.consume(",") {
                throw BindingError("expected ',' after an action in binding '\(text)'")
            }
        }
    }

    /// `actions` with those that show, hide or lay out the preview pane moved first, keeping
    /// their order, as fzf orders a key's actions: `preview(…)+change-preview-window(up)` runs
    /// the command for the pane it will be shown in.
    static func layoutChangesFirst(_ actions: [BoundAction]) -> [BoundAction] {
        func changesLayout(_ action: BoundAction) -> Bool {
            switch action {
            case .changePreviewWindow, .browser(.user(.togglePreview)),
                 .browser(.host(.changePreview(.show))), .browser(.host(.changePreview(.hide))):
                return true
            default:
                return false
            }
        }
        return actions.filter(changesLayout) + actions.filter { !changesLayout($0) }
    }

    /// The actions of `text`, written as after a key's `:` (`change-prompt(x)+up`), for what a
    /// `transform` command prints.
    static func actions(_ text: String) throws(BindingError) -> [BoundAction] {
        var reader = Reader(text: Array(text), whole: text)
        var actions: [BoundAction] = []
        guard !reader.isAtEnd else { return [] }
        repeat {
            actions.append(contentsOf: try reader.action())
        } while reader.consume("+")
        guard reader.isAtEnd else { throw BindingError("expected '+' between the actions of '\(text)'") }
        return actions
    }

    /// The bindings of `text` that seek can run, as text, and those it leaves out: each key list
    /// whose actions include one of fzf's that seek does not have (`change-preview-window`), as
    /// written. Any other fault keeps the whole text, for ``parse(_:into:)`` to report.
    ///
    /// ```swift
    /// BindingParser.supportedPart(of: "ctrl-/:change-preview-window(up),f1:up")
    /// // (kept: "f1:up", leftOut: ["ctrl-/:change-preview-window(up)"])
    /// ```
    public static func supportedPart(of text: String) -> (kept: String, leftOut: [String]) {
        var reader = Reader(text: Array(text), whole: text)
        var kept: [String] = []
        var leftOut: [String] = []
        while !reader.isAtEnd {
            let start = reader.position
            var lacksAction = false
            do throws(BindingError) {
                let keys = try reader.keyNames()
                // A key or event of fzf's that seek lacks (`click-header`) leaves the binding out too.
                if keys.contains(where: { BindEvent(rawValue: $0) == nil && KeyName.event(named: $0) == nil && FzfKeyNames.all.contains($0.lowercased()) }) {
                    lacksAction = true
                }
                repeat {
                    let name = reader.peekedActionName()
                    do throws(BindingError) {
                        _ = try reader.action()
                    } catch where FzfActionNames.all.contains(name) && (try? action(named: name, argument: "x", in: text)) == nil {
                        lacksAction = true
                    }
                } while reader.consume("+")
            } catch {
                return (text, [])
            }
            let binding = String(reader.text[start..<reader.position])
            if lacksAction { leftOut.append(binding) } else { kept.append(binding) }
            if !reader.isAtEnd && !reader.consume(",") { return (text, []) }
        }
        return (kept.joined(separator: ","), leftOut)
    }

    /// The action named `name` with `argument`, or why there is none.
    static func action(named name: String, argument: String?, in text: String) throws(BindingError) -> [BoundAction] {
        func needing(_ make: (String) -> BoundAction) throws(BindingError) -> [BoundAction] {
            guard let argument else { throw BindingError("'\(name)' needs an argument, as \(name)(…), in binding '\(text)'") }
            return [make(argument)]
        }
        func template(_ make: (CommandTemplate) -> BoundAction) throws(BindingError) -> [BoundAction] {
            try needing { make(CommandTemplate($0)) }
        }
        switch name {
        case "accept": return [.browser(.user(.choose))]
        case "accept-non-empty": return [.browser(.user(.chooseIfAny))]
        case "abort": return [.browser(.user(.interrupt))]
        case "cancel": return [.browser(.user(.cancel))]
        case "toggle": return [.browser(.user(.toggleMarkInPlace))]
        case "toggle-all": return [.browser(.user(.toggleAllMarks))]
        case "select-all": return [.browser(.user(.markAll))]
        case "deselect-all": return [.browser(.user(.unmarkAll))]
        case "clear-selection", "clear-multi": return [.browser(.user(.clearMarks))]
        case "yank": return [.browser(.user(.yank))]
        case "change-multi":
            guard let argument, !argument.isEmpty else { return [.browser(.user(.changeMarkLimit(nil)))] }
            // fzf leaves the limit as it is when the count is not one (`change-multi(x)`).
            guard let limit = Int(argument), limit >= 0 else { return [] }
            return [.browser(.user(.changeMarkLimit(limit)))]
        case "up": return [.browser(.user(.moveSelection(-1)))]
        case "down": return [.browser(.user(.moveSelection(1)))]
        case "first", "top": return [.browser(.user(.moveToFirst))]
        // The best match is the first row while matches are ranked (not under --no-sort or --tac).
        case "best": return [.browser(.user(.moveToFirst))]
        case "last": return [.browser(.user(.moveToLast))]
        case "page-up": return [.browser(.user(.movePage(-1)))]
        case "page-down": return [.browser(.user(.movePage(1)))]
        case "clear-query": return [.browser(.user(.clearText))]
        case "backward-delete-char": return [.browser(.user(.deleteBackward))]
        case "backward-kill-word": return [.browser(.user(.deleteWordBackward))]
        case "change-query": return try needing { .browser(.host(.session(.replaceText($0)))) }
        case "change-prompt": return try needing { .browser(.host(.setPrompt($0))) }
        case "change-header": return [.browser(.host(.setHeader(HeaderText.lines(of: argument ?? ""))))]
        case "change-footer": return [.browser(.host(.setFooter(HeaderText.lines(of: argument ?? ""))))]
        case "transform-footer": return try template(BoundAction.transformFooter)
        case _ where Self.labelPlace(ofAction: name, prefix: "change-") != nil:
            return [.browser(.host(.setLabel(Self.labelPlace(ofAction: name, prefix: "change-")!, argument ?? "")))]
        case _ where Self.labelPlace(ofAction: name, prefix: "transform-") != nil:
            let place = Self.labelPlace(ofAction: name, prefix: "transform-")!
            return try template { BoundAction.transformLabel(place, $0) }
        case "next-scope": return [.browser(.user(.nextScope))]
        case "previous-scope": return [.browser(.user(.previousScope))]
        case "toggle-preview": return [.browser(.user(.togglePreview))]
        case "find", "toggle-find": return [.browser(.user(.toggleFind))]
        case "toggle-header": return [.browser(.user(.toggleHeader))]
        case "preview-up": return [.browser(.user(.scrollPreview(-1)))]
        case "preview-down": return [.browser(.user(.scrollPreview(1)))]
        case "preview-page-up": return [.browser(.user(.scrollPreviewPage(-1)))]
        case "preview-page-down": return [.browser(.user(.scrollPreviewPage(1)))]
        case "preview-half-page-up": return [.browser(.user(.scrollPreviewHalfPage(-1)))]
        case "preview-half-page-down": return [.browser(.user(.scrollPreviewHalfPage(1)))]
        case "preview-top": return [.browser(.user(.scrollPreviewToEnd(bottom: false)))]
        case "preview-bottom": return [.browser(.user(.scrollPreviewToEnd(bottom: true)))]
        case "toggle-preview-wrap": return [.browser(.user(.togglePreviewWrap(words: false)))]
        case "toggle-preview-wrap-word": return [.browser(.user(.togglePreviewWrap(words: true)))]
        case "show-preview": return [.browser(.host(.changePreview(.show)))]
        case "hide-preview": return [.browser(.host(.changePreview(.hide)))]
        case "close": return [.browser(.host(.changePreview(.close)))]
        case "refresh-preview": return [.refreshPreview]
        case "change-preview": return [.changePreview(CommandTemplate(argument ?? ""))]
        case "preview": return try template(BoundAction.preview)
        case "change-preview-window":
            do throws(PreviewWindowError) {
                return [.changePreviewWindow(try PreviewWindowChoices(argument ?? ""))]
            } catch {
                throw BindingError("change-preview-window: \(error.description) in binding '\(text)'")
            }
        case "transform-prompt": return try template(BoundAction.transformPrompt)
        case "transform-query": return try template(BoundAction.transformQuery)
        case "transform-header": return try template(BoundAction.transformHeader)
        case "disable-search": return [.browser(.host(.setFiltering(false)))]
        case "enable-search": return [.browser(.host(.setFiltering(true)))]
        case "reload": return try template(BoundAction.reload)
        case "execute": return try template(BoundAction.execute)
        case "execute-silent": return try template(BoundAction.executeSilently)
        case "become": return try template(BoundAction.become)
        case "transform": return try template(BoundAction.transform)
        case "transform-search": return try template(BoundAction.transformSearch)
        case "search": return try needing { .browser(.host(.search($0))) }
        case "put": return [.put(argument)]
        case "pos":
            guard let argument, let position = Int(argument.filter { $0 != " " }) else {
                throw BindingError("'pos' needs a number, as pos(3) or pos(-1), in binding '\(text)'")
            }
            return [.browser(.user(.moveToPosition(position)))]
        case "replace-query": return [.replaceQuery]
        case "print-query": return [.printQuery]
        case "accept-or-print-query": return [.chooseOrPrintQuery]
        case "select": return [.browser(.user(.markSelected(true)))]
        case "deselect": return [.browser(.user(.markSelected(false)))]
        case "next-selected": return [.browser(.user(.moveToMarkedRow(1)))]
        case "prev-selected": return [.browser(.user(.moveToMarkedRow(-1)))]
        case "backward-delete-char/eof": return [.browser(.user(.deleteBackwardOrExit))]
        case "delete-char/eof": return [.browser(.user(.deleteForwardOrExit))]
        case "track", "track-current": return [.browser(.host(.changeTracking(.trackCurrent)))]
        case "untrack-current": return [.browser(.host(.changeTracking(.untrackCurrent)))]
        case "toggle-track": return [.browser(.host(.changeTracking(.toggleAlways)))]
        case "toggle-track-current": return [.browser(.host(.changeTracking(.toggleCurrent)))]
        case "toggle-hscroll": return [.browser(.host(.toggleHorizontalScroll))]
        case "jump": return [.browser(.host(.startJump(.move)))]
        case "jump-accept": return [.browser(.host(.startJump(.accept)))]
        case "toggle-sort": return [.browser(.host(.toggleSort))]
        case "change-pointer": return [.browser(.host(.setPointer(argument ?? "")))]
        case "transform-pointer": return try template(BoundAction.transformPointer)
        case "exclude": return [.exclude(marked: false)]
        case "exclude-multi": return [.exclude(marked: true)]
        case "change-nth": return [.changeNth(argument ?? "")]
        case "change-with-nth": return [.changeWithNth(argument ?? "")]
        case "transform-nth": return try template(BoundAction.transformNth)
        case "transform-with-nth": return try template(BoundAction.transformWithNth)
        case "ignore": return []
        case "wait": return [.wait]
        case "bg-cancel": return [.cancelBackground]
        case "unbind": return try [.unbind(BindTarget.targets(in: argument ?? "", of: text))]
        case "rebind": return try [.rebind(BindTarget.targets(in: argument ?? "", of: text))]
        case "toggle-bind": return try [.toggleBind(BindTarget.targets(in: argument ?? "", of: text))]
        case "trigger": return try [.trigger(BindTarget.targets(in: argument ?? "", of: text))]
        default:
            // `bg-transform…` is the transform of the same name run in the background.
            if name.hasPrefix("bg-transform") {
                return try action(named: String(name.dropFirst(3)), argument: argument, in: text).map(BoundAction.inBackground)
            }
            // The cursor's moves and deletions (`forward-char`, `kill-line`, `unix-line-discard`…).
            if let fieldEdit = FieldEdit.allCases.first(where: { $0.fzfName == name }) { return [.browser(.user(.editField(fieldEdit)))] }
            throw BindingError("unknown action '\(name)' in binding '\(text)'")
        }
    }

    /// The label an action named `PREFIXPLACE-label` changes (`change-list-label`); nil for
    /// another action.
    static func labelPlace(ofAction name: String, prefix: String) -> BorderLabelPlace? {
        guard name.hasPrefix(prefix), name.hasSuffix("-label") else { return nil }
        return BorderLabelPlace(rawValue: String(name.dropFirst(prefix.count).dropLast("-label".count)))
    }

    /// A cursor over the text of one `--bind`.
    private struct Reader {
        var text: [Character]
        var whole: String
        var position = 0

        var isAtEnd: Bool { position >= text.count }

        mutating func consume(_ character: Character) -> Bool {
            guard !isAtEnd, text[position] == character else { return false }
            position += 1
            return true
        }

        /// The keys or events before `:`, separated by commas, sharing its actions as in fzf
        /// (`u,:,U:up` binds u, : and U to up). `:`, `,` and `+` are keys when written alone
        /// before a separator (`::up`, `,:up`, `X,,,Z:up`, `+:up`), and `alt-,` is one key.
        mutating func keyNames() throws(BindingError) -> [String] {
            var names: [String] = []
            while true {
                let start = position
                if position + 1 < text.count, ":,+".contains(text[position]), ":,".contains(text[position + 1]) {
                    position += 1
                } else {
                    while !isAtEnd, text[position] != ":" && text[position] != "," || endsWithAlt(from: start) {
                        position += 1
                    }
                }
                guard !isAtEnd else { throw BindingError("expected KEY:ACTION in binding '\(whole)'") }
                let name = String(text[start..<position])
                guard !name.isEmpty else { throw BindingError("missing key before ':' in binding '\(whole)'") }
                names.append(name)
                position += 1
                if text[position - 1] == ":" { return names }
            }
        }

        /// Whether the name read from `start` so far is `alt-`, so that `,` or `:` is its key.
        private func endsWithAlt(from start: Int) -> Bool {
            position - start == 4 && String(text[start..<position]).lowercased() == "alt-"
        }

        /// The name of the action that starts here, without reading it.
        func peekedActionName() -> String {
            var end = position
            while end < text.count, Self.isNameCharacter(text[end]) { end += 1 }
            return String(text[position..<end]).lowercased()
        }

        /// One action and its argument.
        mutating func action() throws(BindingError) -> [BoundAction] {
            let start = position
            while !isAtEnd, Self.isNameCharacter(text[position]) { position += 1 }
            let name = String(text[start..<position]).lowercased()
            guard !name.isEmpty else { throw BindingError("missing action in binding '\(whole)'") }
            var argument: String?
            if !isAtEnd, let closing = Self.closing[text[position]] {
                let opening = text[position]
                position += 1
                let argumentStart = position
                var depth = 1
                while !isAtEnd {
                    if text[position] == opening && opening != closing { depth += 1 }
                    if text[position] == closing {
                        depth -= 1
                        if depth == 0 { break }
                    }
                    position += 1
                }
                guard !isAtEnd else { throw BindingError("unclosed '\(opening)' after \(name) in binding '\(whole)'") }
                argument = String(text[argumentStart..<position])
                position += 1
            } else if !isAtEnd && text[position] == ":" {
                argument = String(text[(position + 1)...])
                position = text.count
            }
            return try BindingParser.action(named: name, argument: argument, in: whole)
        }

        /// Whether `character` is part of an action's name (`/` for `delete-char/eof`).
        static func isNameCharacter(_ character: Character) -> Bool {
            character.isLetter || character == "-" || character == "/"
        }

        static let closing: [Character: Character] = ["(": ")", "[": "]", "{": "}", "<": ">"]
    }
}
