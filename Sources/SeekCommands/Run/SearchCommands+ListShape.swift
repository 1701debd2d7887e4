import SeekCatalog
import SeekProviders
import SeekRuntime
import SeekScreen

extension SearchCommands {
    /// fzf's `exclude` (the selected item) and `exclude-multi` (the marked items, else the
    /// selected one): they leave every later match, and their marks go, until a reload.
    func exclude(marked: Bool, in run: inout some CommandHost) {
        guard let provider = run.provider as? any ReshapableSearchProvider else { return }
        let items = marked && !run.browser.markedItems.isEmpty ? run.browser.markedItems : run.browser.selectedItem.map { [$0] } ?? []
        guard !items.isEmpty else { return }
        provider.exclude(items: items)
        run.handle(.host(.rematch(Rematch(keepsRow: true, unmarked: items))))
    }

    /// fzf's `change-nth(…)`: the next of the argument's alternatives becomes the fields
    /// searched. An empty argument searches the whole shown text; an empty alternative, or one
    /// that is not a field list, goes back to `--nth`.
    func changeNth(_ argument: String, in run: inout some CommandHost) {
        guard let provider = run.provider as? any ReshapableSearchProvider else { return }
        let expression = fieldExpressions.nextAlternative(of: argument, kind: "nth")
        var fields = provider.lineFields
        let parsed = expression.isEmpty ? nil : try? FieldSelection(parsing: expression, option: "--nth")
        if argument.isEmpty {
            fields.searched = nil
            fieldExpressions.nth = ""
        } else if let parsed {
            fields.searched = parsed
            fieldExpressions.nth = expression
        } else {
            fields.searched = try? FieldSelection(parsing: fieldExpressions.defaultNth, option: "--nth")
            fieldExpressions.nth = fieldExpressions.defaultNth
        }
        guard fields != provider.lineFields else { return }
        provider.changeLineFields(fields)
        run.handle(.host(.rematch(Rematch())))
    }

    /// fzf's `change-with-nth(…)`: the next of the argument's alternatives becomes the fields
    /// shown (and searched); an empty one goes back to `--with-nth`. Only when the run began
    /// with `--with-nth`, as in fzf; marked items that no longer match are unmarked.
    func changeWithNth(_ argument: String, in run: inout some CommandHost) {
        guard !fieldExpressions.defaultWithNth.isEmpty, let provider = run.provider as? any ReshapableSearchProvider else { return }
        var expression = fieldExpressions.nextAlternative(of: argument, kind: "with-nth")
        if expression.isEmpty { expression = fieldExpressions.defaultWithNth }
        guard expression != fieldExpressions.withNth,
              let shown = try? FieldSelection(parsing: expression, option: "--with-nth", allowsTemplate: true) else { return }
        fieldExpressions.withNth = expression
        var fields = provider.lineFields
        fields.shown = shown
        provider.changeLineFields(fields)
        run.handle(.host(.rematch(Rematch(keepsOnlyListedMarks: true))))
    }
}
