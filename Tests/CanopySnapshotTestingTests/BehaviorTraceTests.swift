import Canopy
import CanopyCairo
import Examples
import FlexibleHeader
import Foundation
import Testing

@testable import CanopySnapshotTesting

/// A throwaway package folder: behaviour goldens recorded here never touch `Snapshots/`.
final class ScratchPackage {
    let root: URL
    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("canopy-behaviour-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Tests"), withIntermediateDirectories: true)
        try Data("// swift-tools-version: 6.1\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
    }
    deinit { try? FileManager.default.removeItem(at: root) }

    /// The path a test file in this package would have.
    var testFile: String { root.appendingPathComponent("Tests/TraceTests.swift").path }
    var snapshots: URL { root.appendingPathComponent("Snapshots/TraceTests") }
    var files: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: snapshots.path)) ?? []).sorted() }
}

@Suite("Scroll traces and behaviour recording", .serialized)
struct BehaviorTraceTests {
    func outcome(
        _ controller: ViewControllerNode, in package: ScratchPackage, trace: ScrollTrace, frames: BehaviorFrames,
        framesPerSecond: Double = 60, record: SnapshotRecordMode = .missing
    ) -> SnapshotOutcome {
        BehaviorSnapshotAssertion.outcome(
            of: controller, on: .iPadPopover, trace: trace, frames: frames, framesPerSecond: framesPerSecond, named: nil,
            tolerance: .exact, record: record, filePath: package.testFile, testName: "scroll()")
    }

    @Test("One trace replays at 60 and at 120 frames per second to the same offsets at the same times")
    func frameRateIndependent() throws {
        // Given a steady drag, sampled at times both rates reach exactly
        let trace = ScrollTrace().drag(by: -150, over: 0.3).hold(0.1)
        let times: [TimeInterval] = [0, 0.1, 0.2, 0.3, 0.4]
        // When
        let slow = try recordBehavior(of: TypicalUseExample(), on: .iPadPopover, trace: trace, frames: .at(times), framesPerSecond: 60)
        let fast = try recordBehavior(of: TypicalUseExample(), on: .iPadPopover, trace: trace, frames: .at(times), framesPerSecond: 120)
        // Then
        // (the per-frame steps of 150/18 and 150/36 points add up with different rounding)
        func close(_ a: [CGFloat], _ b: [CGFloat]) -> Bool { a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 1e-9 } }
        #expect(slow.frames.map(\.time) == fast.frames.map(\.time))
        #expect(close(slow.frames.map(\.contentOffset.y), fast.frames.map(\.contentOffset.y)))
        let start = try #require(slow.frames.first).contentOffset.y
        #expect(close(slow.frames.map { $0.contentOffset.y - start }, [0, 50, 100, 150, 150]))
    }

    @Test("Frames are taken at the chosen times, every interval through the trace's end")
    func everyInterval() throws {
        let recording = try recordBehavior(
            of: TypicalUseExample(), on: .iPadPopover, trace: ScrollTrace().wait(0.5), frames: .every(0.25))
        #expect(recording.frames.map(\.time) == [0, 0.25, 0.5])
        #expect(recording.frames.allSatisfy { $0.image.width == 750 && $0.image.height == 1000 })
        #expect(recording.frames.allSatisfy { $0.headerFrame?.height == 56 })
    }

    @Test("Frames every interval end with the state the trace ends in, between two multiples")
    func everyIntervalEndsAtTheEnd() throws {
        // Given a fling that settles at no multiple of the interval
        let trace = ScrollTrace().fling(by: -200, over: 0.1).settle()
        let screen = TypicalUseExample()
        // When
        let recording = try recordBehavior(of: screen, on: .iPadPopover, trace: trace, frames: .every(0.25))
        // Then the last frame shows where the list came to rest, after the last multiple
        let list = try #require(screen.demoScrollView)
        let last = try #require(recording.frames.last)
        #expect(last.contentOffset == list.contentOffset)
        #expect(last.time > 0.25 * Double(recording.frames.count - 2) + 1e-6)
        // And a trace that ends on a multiple gets no second frame of the same moment
        let even = try recordBehavior(of: TypicalUseExample(), on: .iPadPopover, trace: ScrollTrace().wait(0.5), frames: .every(0.25))
        #expect(even.frames.count == 3)
    }

    @Test("Frames every interval include the state right after each perform step")
    func everyIntervalShowsPerformSteps() throws {
        // Given a tap at 0.533 s, between the frames at 0.5 and 0.75 s
        let trace = ScrollTrace().wait(0.533).perform("tap") { $0.contentOffset.y = 40 }.wait(0.2)
        // When
        let recording = try recordBehavior(of: ReportingShiftScreen(), on: .iPhoneSE, trace: trace, frames: .every(0.25))
        // Then the tap's result is a frame of its own, at the time it ran, and the end follows
        let times = recording.frames.map { ($0.time * 1000).rounded() / 1000 }
        try #require(times == [0, 0.25, 0.5, 0.533, 0.733])
        #expect(recording.frames[3].contentOffset.y == 40)
    }

    @Test("After a tab switch the timeline reports, and the trace drives, the list the header now tracks")
    func followsTrackedScrollView() throws {
        // Given two lists sharing one header, the first scrolled, then a switch to the second
        let screen = SharedHeaderTabsExample()
        var atSwitch: (first: CGPoint, second: CGPoint, time: TimeInterval)?
        let trace = ScrollTrace()
            .drag(by: -300, over: 0.3).release().wait(0.2)
            .perform("switch tab") { _ in
                screen.selectTab(1)
                atSwitch = (screen.tabs[0].contentOffset, screen.tabs[1].contentOffset, screen.view.window?.clock.now ?? 0)
            }
            .drag(by: -50, over: 0.1).release().settle()
        // When
        let recording = try recordBehavior(of: screen, on: .iPhoneSE, trace: trace, frames: .every(0.5))
        // Then the frame at 0.5 s shows the first list, the one right after the switch the second
        let switched = try #require(atSwitch)
        try #require(recording.frames.map(\.time) == [0, 0.5, 0.5, 0.6])
        #expect(recording.frames[1].contentOffset == switched.first)
        #expect(recording.frames[2].contentOffset == switched.second)
        #expect(switched.first != switched.second)
        // And the later drag moved the second list, which the last frame reports; the first stayed
        let first = screen.tabs[0], second = screen.tabs[1]
        #expect(first.contentOffset == switched.first)
        #expect(abs(second.contentOffset.y - switched.second.y - 50) < 1)
        #expect(recording.frames.last?.contentOffset == second.contentOffset)
    }

    @Test("A screen's reported values and a closure step reach the timeline")
    func reportedValuesAndClosure() throws {
        // Given a trace that changes the offset from a closure
        let trace = ScrollTrace().perform("jump") { $0.contentOffset.y = 40 }.tick()
        // When
        let recording = try recordBehavior(of: ReportingShiftScreen(), on: .iPhoneSE, trace: trace, frames: .at([0, 1.0 / 60]))
        let text = BehaviorTimeline.text(of: recording, trace: trace)
        // Then
        #expect(text.contains("# trace: perform(\"jump\") · tick()"))
        #expect(text.contains("frame 2  t=0.017  offset=(0, 40)"))
        #expect(text.contains("phase=shifting"))
    }

    /// Traces with one bad step each, and a word of the message that must name it.
    static func badTrace(_ index: Int) -> (ScrollTrace, String) {
        switch index {
        case 0: (ScrollTrace().wait(.nan), "duration nan")
        case 1: (ScrollTrace().drag(by: 10, over: -1), "duration -1.0")
        case 2: (ScrollTrace().drag(by: .infinity, over: 1), "distance inf")
        case 3: (ScrollTrace().hold(0.1).release(velocity: 10), "not down")
        case 4: (ScrollTrace().fling(by: 100, over: 0), "fling needs time")
        case 5: (ScrollTrace().settle(timeout: -.infinity), "duration -inf")
        case 6: (ScrollTrace().setOffset(.nan), "offset nan")
        case 7: (ScrollTrace().fling(by: 1e308, over: 1e-300), "velocity inf")
        case 8: (ScrollTrace().fling(by: -1e308, over: 1e-10), "velocity -inf")
        case 9: (ScrollTrace(Array(repeating: .tick, count: 10_001)), "10001 steps; the limit is 10000")
        default: (ScrollTrace().wait(400).wait(400), "limit is 600 s")
        }
    }

    @Test("A trace with a bad number is refused with a message naming it", arguments: 0..<11)
    func badTrace(index: Int) throws {
        let (trace, expected) = Self.badTrace(index)
        let message = try #require(trace.validationError())
        #expect(message.contains(expected))
    }

    @Test("Ticks and instant drags count as the frames they run toward the time limit, at the replay's rate")
    func framesWithoutDurationAreBounded() throws {
        // Given steps that name no duration but each run one frame
        let ticks = ScrollTrace(Array(repeating: .tick, count: 700))
        let drags = ScrollTrace(Array(repeating: .drag(by: -1, over: 0), count: 700))
        // When each is replayed at one frame per second: 700 s, past the limit
        for trace in [ticks, drags] {
            let error = #expect(throws: BehaviorSnapshotError.self) {
                try recordBehavior(of: TypicalUseExample(), on: .iPadPopover, trace: trace, frames: .at([0]), framesPerSecond: 1)
            }
            // Then the replay is refused before any frame runs, naming the time and frames
            #expect(error?.description.contains("runs 700 s at 1 fps (700 frames); the limit is 600 s") == true)
        }
        // And at 60 frames per second the same steps run 11.67 s and replay
        #expect(throws: Never.self) {
            try recordBehavior(of: TypicalUseExample(), on: .iPadPopover, trace: ticks, frames: .at([0]), framesPerSecond: 60)
        }
    }

    @Test("A fling too fast to measure is refused before the finger goes down, and nothing is written")
    func overflowingFling() throws {
        let package = try ScratchPackage()
        let trace = ScrollTrace().fling(by: 1e308, over: 1e-300).drag(by: -10, over: 0.1).release()
        let result = outcome(TypicalUseExample(), in: package, trace: trace, frames: .at([0]))
        #expect(result.failureMessage?.contains("Step 1, fling(by: 1e+308, over: 1e-300), has velocity inf") == true)
        #expect(package.files.isEmpty)
    }

    @Test(
        "A bad choice of frames is refused",
        arguments: [
            (BehaviorFrames.at([]), "No frames"),
            (BehaviorFrames.at([0.2, 0.1]), "must increase"),
            (BehaviorFrames.at([.nan]), "nan"),
            (BehaviorFrames.at(Array(stride(from: 0.0, to: 2.5, by: 0.1))), "at most 24"),
            (BehaviorFrames.every(0), "positive"),
        ])
    func badFrames(frames: BehaviorFrames, expected: String) throws {
        let message = try #require(frames.validationError())
        #expect(message.contains(expected))
    }

    @Test("Bad input fails the assertion and writes nothing")
    func badInputWritesNothing() throws {
        // Given
        let package = try ScratchPackage()
        // When
        let nan = outcome(TypicalUseExample(), in: package, trace: ScrollTrace().wait(.nan), frames: .at([0]))
        let none = outcome(TypicalUseExample(), in: package, trace: ScrollTrace().wait(1), frames: .at([]))
        let tooMany = outcome(TypicalUseExample(), in: package, trace: ScrollTrace().wait(3), frames: .every(0.1))
        let noScroll = outcome(StaticScreen(), in: package, trace: ScrollTrace().wait(1), frames: .at([0]))
        let badRate = outcome(TypicalUseExample(), in: package, trace: ScrollTrace(), frames: .at([0]), framesPerSecond: 0)
        // Then
        #expect(nan.failureMessage?.contains("was not taken") == true)
        #expect(nan.failureMessage?.contains("nan") == true)
        #expect(none.failureMessage?.contains("No frames") == true)
        #expect(tooMany.failureMessage?.contains("at most 24") == true)
        #expect(noScroll.failureMessage?.contains("no scroll node") == true)
        #expect(badRate.failureMessage?.contains("framesPerSecond 0.0") == true)
        #expect(package.files.isEmpty)
    }

    @Test("Recording writes both goldens and fails once; a replay then matches")
    func recordThenMatch() throws {
        let package = try ScratchPackage()
        let trace = ScrollTrace().drag(by: -100, over: 0.2).release().settle()
        let first = outcome(TypicalUseExample(), in: package, trace: trace, frames: .at([0, 0.2]))
        guard case .recorded(let message) = first else {
            Issue.record("expected a recording, got \(first)")
            return
        }
        #expect(message.contains("scroll.timeline.txt") && message.contains("scroll.png"))
        #expect(package.files == ["scroll.png", "scroll.timeline.txt"])
        #expect(outcome(TypicalUseExample(), in: package, trace: trace, frames: .at([0, 0.2])) == .matched)
    }

    @Test("A changed behaviour names the first differing frame with its timeline lines")
    func firstDifferingFrame() throws {
        // Given goldens of a 100-point drag
        let package = try ScratchPackage()
        let frames = BehaviorFrames.at([0, 0.1, 0.2, 0.3])
        _ = outcome(TypicalUseExample(), in: package, trace: ScrollTrace().drag(by: -100, over: 0.2).hold(0.1), frames: frames)
        // When the drag starts later: the first frame is the same, the second is not
        let changed = outcome(
            TypicalUseExample(), in: package, trace: ScrollTrace().hold(0.1).drag(by: -100, over: 0.2), frames: frames,
            record: .never)
        // Then
        let message = try #require(changed.failureMessage)
        #expect(message.contains("differs first at frame 2 of 4 (t = 0.100 s"))
        #expect(message.contains("golden: frame 2"))
        #expect(message.contains("now:    frame 2"))
        guard case .failed(_, let artifacts) = changed else {
            Issue.record("expected a failure")
            return
        }
        #expect(artifacts.contains { $0.lastPathComponent == "scroll.timeline.actual.txt" })
        #expect(artifacts.contains { $0.lastPathComponent == "scroll.diff.png" })
    }

    @Test("Only the frame that changed is named when the timeline agrees")
    func imageOnlyDifference() throws {
        // Given goldens of a still screen
        let package = try ScratchPackage()
        let frames = BehaviorFrames.at([0, 0.1, 0.2])
        _ = outcome(TypicalUseExample(), in: package, trace: ScrollTrace().wait(0.2), frames: frames)
        // When the header turns red between the second and third frame, which no offset shows
        let screen = TypicalUseExample()
        let trace = ScrollTrace().wait(0.15).perform("recolour") { _ in
            screen.headerViewController.headerView.backgroundColor = .red
        }
        let changed = outcome(screen, in: package, trace: trace, frames: frames, record: .never)
        // Then
        let message = try #require(changed.failureMessage)
        #expect(message.contains("differs first at frame 3 of 3"))
    }

    @Test("Timelines part at the first differing line, by frame")
    func timelineDifference() {
        let golden = "# heading\nframe 1  t=0.000  offset=(0, 0)\nframe 2  t=0.100  offset=(0, 10)\n"
        let actual = "# heading\nframe 1  t=0.000  offset=(0, 0)\nframe 2  t=0.100  offset=(0, 12)\n"
        #expect(BehaviorTimeline.firstDifference(golden: golden, actual: golden) == nil)
        let difference = BehaviorTimeline.firstDifference(golden: golden, actual: actual)
        #expect(difference?.frame == 2)
        #expect(BehaviorTimeline.firstDifference(golden: "# a\n", actual: "# b\n")?.frame == nil)
        #expect(BehaviorTimeline.firstDifference(golden: golden, actual: "# heading\nframe 1  t=0.000  offset=(0, 0)\n")?.frame == 2)
    }

    @Test("Numbers print with at most two decimals and never as minus zero")
    func numberFormat() {
        #expect(BehaviorFormat.number(-120.5) == "-120.5")
        #expect(BehaviorFormat.number(44) == "44")
        #expect(BehaviorFormat.number(-0.001) == "0")
        #expect(BehaviorFormat.number(0.125) == "0.13" || BehaviorFormat.number(0.125) == "0.12")
        #expect(BehaviorFormat.seconds(-0.0) == "0.000")
    }
}

@Suite("Behaviour snapshot header")
struct BehaviorSnapshotHeaderTests {
    @Test("The header is the node that follows a scroll view, whatever its accessibility identifier")
    func headerFoundByWhatItDoes() throws {
        // Given a header whose accessibility identifier a screen changed
        let screen = TypicalUseExample()
        screen.headerViewController.headerView.accessibilityIdentifier = "inbox.header"
        // When its behaviour is recorded without naming the header
        let recording = try recordBehavior(
            of: screen, on: .iPadPopover, trace: ScrollTrace().wait(0.25), frames: .every(0.25))
        // Then every frame records the header's frame
        #expect(recording.frames.count == 2)
        #expect(recording.frames.allSatisfy { $0.headerFrame?.height == 56 })
    }
}
