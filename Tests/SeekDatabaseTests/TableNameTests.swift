@testable import SeekDatabase
import Testing

/// `--table` read by SQL's rules, without a server: folding, quoting, dots and doubled quotes.
struct TableNameTests {
    @Test(arguments: [
        ("packages", ["packages"]),
        ("CamelTable", ["cameltable"]),
        ("\"CamelTable\"", ["CamelTable"]),
        ("\"a.b\"", ["a.b"]),
        ("a.b", ["a", "b"]),
        ("Shop.\"Products\"", ["shop", "Products"]),
        ("\"Odd Schema\".\"Mixed\"\"Case\"", ["Odd Schema", "Mixed\"Case"]),
        ("db.public.t_1$", ["db", "public", "t_1$"]),
        ("café", ["café"]),
        ("\"\"\"\"", ["\""]),
    ])
    func aNameIsReadAsSQLReadsIt(text: String, parts: [String]) throws {
        #expect(try TableName(parsing: text).parts == parts)
    }

    @Test(arguments: [
        "", "\"unclosed", "a..b", ".a", "a.", "\"\"", "my table", "1abc", "a.b.c.d", "t;", "\"a\"b", "a\0b", "$t",
    ])
    func aMalformedNameIsOneLineSayingWhatIsWrong(text: String) {
        #expect {
            _ = try TableName(parsing: text)
        } throws: { error in
            let message = (error as? DatabaseError)?.description ?? ""
            return message.hasPrefix("postgresql: the table name") && !message.contains("\n")
        }
    }

    @Test func everyPartIsSentQuotedWhateverItHolds() throws {
        let name = try TableName(parsing: "\"x\"\"; DROP TABLE t; --\".Plain")
        #expect(name.quoted == "\"x\"\"; DROP TABLE t; --\".\"plain\"")
        #expect(try TableName(parsing: "\"a.b\"").quoted == "\"a.b\"")
    }

    @Test func aNameIsShownAsSQLWouldWriteIt() throws {
        #expect(try TableName(parsing: "Shop.\"Mixed\"\"Case\"").description == "shop.\"Mixed\"\"Case\"")
        #expect(try TableName(parsing: "\"a.b\"").description == "\"a.b\"")
    }
}
