/// How a count reads on screen: the number itself, or "10,000+" when it is above the limit it
/// was taken to (a database search stops counting once counting costs more than the page).
public enum CountText {
    /// `count` as text; above `limit`, the limit with thousands separated by commas and a "+".
    public static func of(_ count: Int, limit: Int?) -> String {
        guard let limit, count > limit else { return String(count) }
        return grouped(limit) + "+"
    }

    /// A count known only to be at least `count`: "more than `count` − 1" reads "200+" for 201,
    /// the way a count above its limit reads (and the limit's "10,000+" when it is above that too).
    public static func of(atLeast count: Int, limit: Int?) -> String {
        guard count > 1 else { return of(count, limit: limit) }
        let known = count - 1
        if let limit, known > limit { return grouped(limit) + "+" }
        return grouped(known) + "+"
    }

    /// `number` with its thousands separated by commas: 10000 reads "10,000".
    static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        var text = ""
        for (position, digit) in digits.enumerated() {
            if position > 0 && (digits.count - position).isMultiple(of: 3) && digit != "-" && digits[position - 1] != "-" {
                text.append(",")
            }
            text.append(digit)
        }
        return text
    }
}
