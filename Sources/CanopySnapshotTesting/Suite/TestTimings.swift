import Foundation

/// The last run's seconds per test, read from the JUnit XML `swift test --xunit-output FILE`
/// writes (Swift Testing's results go to `FILE` with `-swift-testing` before its extension).
///
/// Each `<testcase classname="Module.Suite" name="test()" time="0.16">` gives the identifier
/// `Module.Suite/test()`, as `swift test list` prints it.
public enum TestTimings {
    /// The largest results file read: a suite of 100,000 tests writes about 15 MB.
    public static let maximumBytes = 64 << 20

    /// Seconds per test identifier in `xml`; a test listed twice keeps the sum.
    public static func parse(_ xml: String) -> [String: Double] {
        var timings: [String: Double] = [:]
        var rest = xml[...]
        while let start = rest.range(of: "<testcase") {
            guard let end = rest[start.upperBound...].firstIndex(of: ">") else { break }
            let tag = rest[start.upperBound..<end]
            rest = rest[rest.index(after: end)...]
            guard let suite = attribute("classname", in: tag), let name = attribute("name", in: tag),
                let seconds = attribute("time", in: tag).flatMap(Double.init), seconds.isFinite, seconds >= 0
            else { continue }
            timings["\(suite)/\(name)", default: 0] += seconds
        }
        return timings
    }

    /// The unescaped value of `name="…"` in a tag's text.
    static func attribute(_ name: String, in tag: Substring) -> String? {
        guard let start = tag.range(of: " \(name)=\"") else { return nil }
        let value = tag[start.upperBound...].prefix { $0 != "\"" }
        return String(value)
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
