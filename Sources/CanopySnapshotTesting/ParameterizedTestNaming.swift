import Foundation
import Testing

/// Golden naming for parameterized Swift Testing tests.
///
/// Every case of a parameterized test has the same function name, so without `named:` all of
/// them would share one golden and all but one would fail on every run. Swift Testing's public
/// API says whether the running case is parameterized but not which arguments it has, so the
/// assertion cannot name the golden itself: it fails, saying to pass `named:`.
enum ParameterizedTestNaming {
    /// A failure message when a parameterized test case asserts without `named:`, else nil.
    static func problem(testName: String, named: String?, golden: URL) -> String? {
        guard named == nil || named?.isEmpty == true, Test.Case.current?.isParameterized == true else { return nil }
        return
            "\(testName) is a parameterized test: without named: every argument would share the golden \(golden.lastPathComponent) and all but one would fail. Pass named: with a value unique to each argument, e.g. assertSnapshot(of: view, named: \"\\(argument)\")."
    }
}
