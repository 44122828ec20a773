import Canopy
import Examples
import Foundation
import Testing

@Suite("Gallery screen lists")
struct ScreenListTests {
    @Test("A list names its screens in order, skipping blank lines and comments")
    func parsesScreens() throws {
        // Given a list with a comment, a blank line, tabs and a Windows line ending
        let text = "# three screens\ntypical-use iPhone15 0\n\nshift-enabled\tiPadPopover\t-40\r\nconfigurator iPhoneSE 600\n"
        // When
        let screens = try ScreenList.parse(text)
        // Then
        #expect(screens.map(\.example.name) == ["typical-use", "shift-enabled", "configurator"])
        #expect(screens.map(\.device.name) == ["iPhone15", "iPadPopover", "iPhoneSE"])
        #expect(screens.map(\.position) == [0, -40, 600])
        #expect(screens.map(\.fileName) == ["iPhone15-y0.png", "iPadPopover-y-40.png", "iPhoneSE-y600.png"])
    }

    @Test(
        "A bad line is refused with its number and the value at fault",
        arguments: [
            ("typical-use iPhone15 0\nno-such iPhone15 0", ScreenList.ParseError(line: 2, reason: "unknown example 'no-such'")),
            ("typical-use Nokia3310 0", ScreenList.ParseError(line: 1, reason: "unknown device 'Nokia3310'")),
            (
                "typical-use iPhone15 12.5",
                ScreenList.ParseError(line: 1, reason: "scroll offset '12.5' is not a whole number in -2000...100000")
            ),
            (
                "typical-use iPhone15 100001",
                ScreenList.ParseError(line: 1, reason: "scroll offset '100001' is not a whole number in -2000...100000")
            ),
            (
                "typical-use iPhone15",
                ScreenList.ParseError(line: 1, reason: "'typical-use iPhone15' is not '<example> <device> <scroll offset>'")
            ),
            (
                "typical-use iPhone15 0\n# again\ntypical-use iphone15 0",
                ScreenList.ParseError(line: 3, reason: "repeats line 1 (typical-use iPhone15 0)")
            ),
            ("# nothing\n\n", ScreenList.ParseError(line: 3, reason: "the list names no screens")),
        ])
    func refusesBadLines(_ text: String, _ expected: ScreenList.ParseError) {
        #expect(throws: expected) { try ScreenList.parse(text) }
    }

    @Test("A list longer than the limit is refused at the first screen past it")
    func refusesTooManyScreens() throws {
        // Given one screen more than the limit, each distinct
        var lines: [String] = []
        lines.reserveCapacity(ScreenList.maximumCount + 1)
        for i in 0...ScreenList.maximumCount { lines.append("typical-use iPhone15 \(i - 2000)") }
        // When / Then
        #expect(throws: ScreenList.ParseError(line: ScreenList.maximumCount + 1, reason: "more than 100000 screens")) {
            try ScreenList.parse(lines.joined(separator: "\n"))
        }
    }
}
