extension Bindings {
    /// Whether a bound action may open the preview pane with no `--preview`: `preview(…)`,
    /// `change-preview(…)` or a `transform` (whose output may be either), as fzf decides
    /// whether to have a previewer at all.
    public var mayOpenThePreview: Bool {
        (Array(keys.values.joined()) + Array(events.values.joined())).contains { action in
            switch action {
            case .preview, .changePreview, .transform: true
            default: false
            }
        }
    }
}
