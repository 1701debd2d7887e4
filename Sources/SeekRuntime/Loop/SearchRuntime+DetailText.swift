import SeekScreen

extension SearchRuntime {
    /// The detail pane text of `item` as find searches it (``BrowserEffect/fetchDetailText(item:)``).
    func detailText(ofItem item: Int?) -> String {
        let detail = item.flatMap { screen.content.detail(ofItem: $0) } ?? (title: "", fields: [])
        return DetailPane(title: detail.title, fields: detail.fields).searchableText
    }
}
