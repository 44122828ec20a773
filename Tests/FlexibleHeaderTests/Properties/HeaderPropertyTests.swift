import Canopy
import Foundation
import PropertyBased
import Testing

@testable import FlexibleHeader

@Suite("Properties of random sessions")
struct HeaderPropertyTests {
    static let steps = Gen.int(in: 0...1_000_000).array(of: 20...120)

    /// Runs one session and returns the first invariant violation, if any.
    static func check(_ codes: [Int], inWindow: Bool) -> String? {
        let session = Session(environment: inWindow ? .e20 : .e0)
        var problems: [String] = []
        _ = Diagnostics.capture {
            for (index, code) in codes.enumerated() {
                let step = SessionStep(code: code)
                session.apply(step)
                let v = session.violations()
                if !v.isEmpty {
                    problems.append("step \(index) \(step): \(v.joined(separator: "; "))")
                    break
                }
            }
            problems += session.untrackViolations()
        }
        return problems.first
    }

    @Test("Invariants hold after every step of 3,000 seeded random sessions (detached and in a window)")
    func invariantsSeeded() {
        // Fixed seed: the same 3,000 sessions on every run.
        var rng = Xoshiro(seed: (0x0123_4567, 0x89AB_CDEF, 0xFEDC_BA98, 0x7654_3210))
        var failures: [String] = []
        for run in 0..<3_000 {
            let codes = Self.steps.run(using: &rng)
            if let problem = Self.check(codes, inWindow: run % 2 == 1) {
                failures.append("session \(run) \(codes): \(problem)")
                break
            }
        }
        #expect(failures.isEmpty, "\(failures.first ?? "")")
    }

    @Test("Invariants hold for fresh random sessions; a failure prints its seed and shrinks")
    func invariantsExplored() async {
        await propertyCheck(count: 200, input: Self.steps, Gen.bool) { codes, inWindow in
            let problem = Self.check(codes, inWindow: inWindow)
            #expect(problem == nil, "\(problem ?? "")")
        }
    }

    @Test("The same 300 seeded sessions produce the same frames twice")
    func determinism() {
        var rng = Xoshiro(seed: (42, 7, 1_000_003, 99))
        var mismatches = 0
        for _ in 0..<300 {
            let codes = Self.steps.run(using: &rng)
            var runs: [[CGRect]] = []
            _ = Diagnostics.capture {
                for _ in 0..<2 {
                    let session = Session(environment: .e20)
                    for code in codes { session.apply(SessionStep(code: code)) }
                    runs.append(session.frames)
                }
            }
            if runs[0] != runs[1] { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }

    @Test("10,000 track, scroll and untrack cycles restore every inset exactly")
    func noInsetDrift() {
        var rng = SplitMix64(state: 0x5EED)
        let session = Session(environment: .e20)
        var failures: [String] = []
        _ = Diagnostics.capture {
            for cycle in 0..<10_000 {
                let index = Int(rng.next() % 3)
                session.header.trackingScrollView = session.scrollViews[index]
                let sv = session.scrollViews[index]
                sv.contentOffset.y = CGFloat(Int(rng.next() % 1200)) - 300
                session.header.trackingScrollViewDidScroll()
                if rng.next() % 3 == 0 { session.header.maximumHeight = CGFloat(56 + Int(rng.next() % 150)) }
                if rng.next() % 5 == 0 { session.header.minimumHeight = CGFloat(Int(rng.next() % 120)) }
                if rng.next() % 2 == 0 {
                    session.header.trackingScrollView = nil
                    for (i, other) in session.scrollViews.enumerated() where other.contentInset.top != session.clientTops[i] {
                        failures.append("cycle \(cycle): scroll view \(i) inset \(other.contentInset.top)")
                    }
                }
                if failures.count > 3 { break }
            }
            failures += session.untrackViolations()
        }
        #expect(failures.isEmpty, "\(failures.first ?? "")")
    }
}

@Suite("Regressions found by the property tests")
struct PropertyRegressionTests {
    @Test("A minimumHeaderViewHeight above the minimum height never pushes the header down")
    func floorAboveMinimum() {
        let t = TrackedHeader(.e0) { $0.minimumHeaderViewHeight = 60 }
        t.scroll(to: 0)
        #expect(t.header.frame.minY == 0)
        t.header.shiftHeaderOffScreen(animated: false)
        #expect(t.header.shiftAccumulator == 0 && t.header.frame.minY == 0)
        t.header.shiftHeaderOnScreen(animated: true)
        #expect(t.header.frameClock.runUntilIdle() < 100)
    }
}
