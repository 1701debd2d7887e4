/// Adds up the score of one assignment, a matched character at a time in increasing order of
/// index, by the rules on ``FuzzyScorer``: the one place those rules are summed for a given
/// assignment (the search for the best one, ``TermScoring/fuzzyScore(_:positions:)``, applies
/// them cell by cell instead).
struct AssignmentTally {
    /// The score of the characters added so far.
    private(set) var total = 0
    /// The index of the last character added; -1 before the first.
    private var previousIndex = -1
    /// The bonus of the current run (see ``TermScoring/raisedRunBonus(_:by:)``).
    private var runBonus = 0

    /// Adds a match at `index`, after every index added before, that earns `bonus` where it sits.
    @inline(__always)
    mutating func add(at index: Int, bonus: Int) {
        if previousIndex < 0 {
            total += FuzzyScorer.matchScore + bonus * FuzzyScorer.firstCharacterMultiplier
            runBonus = bonus
        } else if index == previousIndex + 1 {
            total += FuzzyScorer.matchScore + max(bonus, runBonus, FuzzyScorer.consecutiveBonus)
            runBonus = TermScoring.raisedRunBonus(runBonus, by: bonus)
        } else {
            let gap = index - previousIndex - 1
            total += FuzzyScorer.gapStartPenalty + (gap - 1) * FuzzyScorer.gapExtensionPenalty
                + FuzzyScorer.matchScore + bonus
            runBonus = bonus
        }
        previousIndex = index
    }
}
