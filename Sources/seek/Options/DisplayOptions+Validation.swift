import ArgumentParser

extension DisplayOptions {
    /// Refuses what fzf refuses: empty jump labels, and labels that are not printable ASCII.
    func validate() throws {
        if let jumpLabels {
            if jumpLabels.isEmpty { throw ValidationError("--jump-labels: empty jump labels") }
            if jumpLabels.unicodeScalars.contains(where: { $0.value < 32 || $0.value > 126 }) {
                throw ValidationError("--jump-labels: non-ascii jump labels are not allowed")
            }
        }
    }
}
