extension FindNavigator {
    /// Shows the navigator in `requested` mode (find mode when replace is disabled), focusing
    /// the find field and finding the matches; nothing while find is disabled.
    mutating func present(in requested: FindMode) {
        guard !isFindDisabled else { return }
        let newMode: FindMode = isReplaceDisabled ? .find : requested
        if isPresented && newMode == mode { return }
        mode = newMode
        focusedField = .find
        if !isPresented {
            isPresented = true
            refreshMatches(keepingPositionOf: nil)
        }
    }

    /// Hides the navigator and its highlights; the texts stay for the next time.
    mutating func dismiss() {
        guard isPresented else { return }
        isPresented = false
        focusedField = .find
        matches = []
        currentMatchIndex = nil
    }

    /// Moves typing to `field`; the replace field exists only in replace mode.
    mutating func focus(_ field: FindField) {
        guard isPresented, field == .find || mode == .replace else { return }
        focusedField = field
    }

    mutating func setFindDisabled(_ disabled: Bool) {
        isFindDisabled = disabled
        if disabled { dismiss() }
    }

    mutating func setReplaceDisabled(_ disabled: Bool) {
        isReplaceDisabled = disabled
        if disabled && mode == .replace {
            mode = .find
            focusedField = .find
        }
    }
}
