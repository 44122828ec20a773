import Canopy
import Foundation
import Testing

@testable import FlexibleHeader

@Suite("Every move to a detent completes exactly once")
struct DetentCompletionTests {
    @Test("A move whose header is removed from its window completes with false at once, and the clock goes idle")
    func removalFromWindowEndsTheMove() {
        // Given a header one frame into an animated collapse
        let host = DetentHost()
        var answers: [Bool] = []
        host.header.setDetent(.collapsed, animated: true) { answers.append($0) }
        host.clock.advanceFrame()
        // When the header is taken out of its window
        host.header.removeFromSuperview()
        // Then the move ended there, and nothing keeps the window's clock busy
        #expect(answers == [false])
        #expect(!host.header.progress.isSettling)
        #expect(host.clock.runUntilIdle(maxFrames: 100) == 0)
        #expect(answers == [false])
    }

    @Test("A move whose window is released completes with false once, and the clock goes idle")
    func releasedWindowEndsTheMove() {
        // Given a header one frame into an animated collapse, its clock and list kept alive
        var host: DetentHost? = DetentHost()
        let controller = host!.controller
        let list = host!.list
        let clock = host!.clock
        var answers: [Bool] = []
        controller.headerView.setDetent(.collapsed, animated: true) { answers.append($0) }
        clock.advanceFrame()
        // When the window is released
        host = nil
        // Then the move ended, and the clock has nothing left to run
        #expect(answers == [false])
        #expect(clock.runUntilIdle(maxFrames: 100) == 0)
        #expect(answers == [false])
        #expect(!controller.headerView.progress.isSettling)
        withExtendedLifetime(list) {}
    }

    @Test("A move whose header is released with its window completes with false once, and the clock goes idle")
    func releasedHeaderEndsTheMove() {
        // Given a header held by its window only, one frame into an animated collapse
        var window: WindowNode? = WindowNode(size: CGSize(width: 375, height: 667))
        let clock = window!.clock
        let list = ScrollNode(frame: window!.bounds)
        list.contentInsetAdjustmentBehavior = .never
        list.contentSize = CGSize(width: 375, height: 3000)
        window!.addSubview(list)
        var answers: [Bool] = []
        do {
            let header = FlexibleHeaderView(frame: CGRect(x: 0, y: 0, width: 375, height: 0))
            window!.addSubview(header)
            header.minimumHeight = DetentHost.minimum
            header.maximumHeight = DetentHost.maximum
            header.trackingScrollView = list
            header.sizeToFit()
            header.setDetent(.collapsed, animated: true) { answers.append($0) }
        }
        clock.advanceFrame()
        // When the window, and with it the header, is released
        window = nil
        // Then the move's completion heard false, once, and the clock has nothing left to run
        #expect(answers == [false])
        #expect(clock.runUntilIdle(maxFrames: 100) == 0)
        #expect(answers == [false])
    }

    @Test("A move whose header joins another window ends with false, and the header moves again on the new clock")
    func moveToAnotherWindowEndsTheMove() {
        let host = DetentHost()
        var answers: [Bool] = []
        host.header.setDetent(.collapsed, animated: true) { answers.append($0) }
        host.clock.advanceFrame()
        let other = WindowNode(size: host.window.bounds.size)
        other.addSubview(host.list)
        other.addSubview(host.header)
        #expect(answers == [false])
        #expect(host.clock.isIdle)
        // The header still moves, now driven by its new window's clock.
        host.header.setDetent(.collapsed, animated: true) { answers.append($0) }
        #expect(other.clock.runUntilIdle(maxFrames: 100) < 100)
        #expect(answers == [false, true])
    }

    @Test("A header in a windowless tree moved to another tree ends its move when the old tree's clock ticks")
    func moveBetweenWindowlessTreesEndsTheMove() {
        // Given a header and its list in a windowless tree, moving on that tree's clock
        let first = ViewNode(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let list = ScrollNode(frame: first.bounds)
        list.contentInsetAdjustmentBehavior = .never
        list.contentSize = CGSize(width: 375, height: 3000)
        let controller = FlexibleHeaderController()
        let header = controller.headerView
        first.addSubview(list)
        first.addSubview(header)
        header.frame = CGRect(x: 0, y: 0, width: 375, height: 0)
        header.minimumHeight = DetentHost.minimum
        header.maximumHeight = DetentHost.maximum
        header.trackingScrollView = list
        header.sizeToFit()
        var answers: [Bool] = []
        let clock = first.frameClock
        header.setDetent(.collapsed, animated: true) { answers.append($0) }
        // When the header moves to another windowless tree (no window callback tells it)
        let second = ViewNode(frame: first.frame)
        second.addSubview(header)
        // Then the old tree's next frame ends the move, and that clock goes idle
        #expect(clock.runUntilIdle(maxFrames: 100) <= 1)
        #expect(answers == [false])
    }

    @Test("Moves without animation chained from completions all complete, in order, without nesting")
    func chainedMovesAllComplete() {
        // Given a header whose completions each ask for the next move
        let host = DetentHost()
        let count = 200
        var answers: [Bool] = []
        var depth = 0
        var deepest = 0
        func move(_ index: Int) {
            guard index < count else { return }
            host.header.setDetent(index.isMultiple(of: 2) ? .collapsed : .expanded, animated: false) { arrived in
                depth += 1
                deepest = max(deepest, depth)
                answers.append(arrived)
                move(index + 1)
                depth -= 1
            }
        }
        // When the first is asked for
        let diagnostics = Diagnostics.capture { move(0) }
        // Then every move arrived, each completion was called once, none inside another
        #expect(answers.count == count)
        #expect(answers.allSatisfy { $0 })
        #expect(deepest == 1)
        #expect(diagnostics.isEmpty)
        #expect(host.header.restingDetent == .expanded)
    }

    @Test("Refused moves chained from completions are each answered once, without nesting")
    func chainedRefusalsDoNotNest() {
        // Given a header that cannot hide (no shifting), and completions that ask again
        let host = DetentHost(shift: .disabled)
        let count = 50
        var answers: [Bool] = []
        var depth = 0
        var deepest = 0
        func hide(_ index: Int) {
            guard index < count else { return }
            host.header.setDetent(.hidden, animated: false) { arrived in
                depth += 1
                deepest = max(deepest, depth)
                answers.append(arrived)
                hide(index + 1)
                depth -= 1
            }
        }
        let diagnostics = Diagnostics.capture { hide(0) }
        // Then each refusal was reported and answered false, one after the other
        #expect(answers == Array(repeating: false, count: count))
        #expect(diagnostics.map(\.code) == Array(repeating: "header.invalidDetent", count: count))
        #expect(deepest == 1)
    }

    @Test("Animated moves chained from completions all complete")
    func chainedAnimatedMovesComplete() {
        let host = DetentHost()
        var answers: [Bool] = []
        func move(_ index: Int) {
            guard index < 30 else { return }
            host.header.setDetent(index.isMultiple(of: 2) ? .collapsed : .expanded, animated: true) { arrived in
                answers.append(arrived)
                move(index + 1)
            }
        }
        move(0)
        #expect(host.clock.runUntilIdle(maxFrames: 2000) < 2000)
        #expect(answers == Array(repeating: true, count: 30))
    }
}
