extension FindNavigator {
    /// The navigator's rules that the current state breaks; empty for every state ``send(_:)``
    /// can produce. Checked after every action in debug builds.
    var invariantViolations: [String] {
        var violations: [String] = []
        if !isPresented && !matches.isEmpty { violations.append("matches while hidden") }
        if isFindDisabled && isPresented { violations.append("presented while find is disabled") }
        if isReplaceDisabled && mode == .replace { violations.append("replace mode while replace is disabled") }
        if focusedField == .replace && mode != .replace { violations.append("replace field focused in find mode") }
        if matches.isEmpty != (currentMatchIndex == nil) { violations.append("current match without matches or the reverse") }
        if let index = currentMatchIndex, !matches.indices.contains(index) {
            violations.append("current match \(index) out of range")
        }
        return violations
    }
}
