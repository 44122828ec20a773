import Canopy
import Foundation
import Testing

@testable import FlexibleHeader

@Suite("Moving the header to a detent from code")
struct SetDetentTests {
    @Test("Collapsing at the top scrolls the content up with the header, at once when not animated")
    func collapsingAtTopMovesAttachedContent() {
        // Given an expanded header with the content at its top
        let host = DetentHost()
        #expect(host.header.restingDetent == .expanded)
        var arrived: Bool?
        // When it is collapsed without animation
        host.header.setDetent(.collapsed, animated: false) { arrived = $0 }
        // Then it is collapsed, the content's top still meets its bottom edge, and it arrived
        #expect(host.header.frame.height == DetentHost.minimum)
        #expect(host.contentTop == DetentHost.minimum)
        #expect(arrived == true)
        #expect(host.header.restingDetent == .collapsed)
    }

    @Test("An animated expansion moves header and attached content together, monotonically, in 0.3 s")
    func animatedExpansionKeepsContentAttached() {
        // Given a collapsed header at the top of its content
        let host = DetentHost()
        host.header.setDetent(.collapsed, animated: false)
        var arrived: Bool?
        // When it expands, animated
        host.header.setDetent(.expanded, animated: true) { arrived = $0 }
        var heights: [CGFloat] = []
        let frames = host.settle {
            heights.append(host.header.frame.height)
            // Then on every frame the content's top meets the header's bottom edge
            #expect(abs(host.contentTop - host.headerBottom) < 1e-9)
        }
        #expect(zip(heights, heights.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(heights.last == DetentHost.maximum)
        #expect(frames >= 17 && frames <= 19)
        #expect(arrived == true)
        #expect(host.header.restingDetent == .expanded)
    }

    @Test("Far down the content stays still; the header grows over it and collapses as it scrolls on")
    func expansionOverScrolledContent() {
        // Given content scrolled far past a collapsed header
        let host = DetentHost()
        host.scroll(to: 1000)
        host.header.setDetent(.collapsed, animated: false)
        let offset = host.list.contentOffset.y
        // When the header expands
        host.header.setDetent(.expanded, animated: false)
        // Then the content did not move and the header stands at its maximum height
        #expect(host.list.contentOffset.y == offset)
        #expect(host.header.frame.height == DetentHost.maximum)
        #expect(host.header.frame.minY == 0)
        // And scrolling on by 50 points collapses it by 50, before anything shifts
        host.scroll(to: offset + 50)
        #expect(host.header.frame.height == DetentHost.maximum - 50)
        #expect(host.header.frame.minY == 0)
        // And it keeps collapsing, then shifts, following the content one to one
        host.scroll(to: offset + 50 + (DetentHost.maximum - 50 - DetentHost.minimum) + 10)
        #expect(host.header.frame.height == DetentHost.minimum)
        #expect(host.header.frame.minY == -10)
    }

    @Test("Hiding far down shifts the header off without moving the content")
    func hidingFarDown() {
        let host = DetentHost()
        host.scroll(to: 800)
        host.header.setDetent(.collapsed, animated: false)
        let offset = host.list.contentOffset.y
        host.header.setDetent(.hidden, animated: false)
        #expect(host.list.contentOffset.y == offset)
        #expect(host.header.frame.maxY <= 20)
        #expect(host.header.restingDetent == .hidden)
        #expect(host.header.progress.shiftFraction == 1)
    }

    @Test("Hiding at the top scrolls the content up to the hidden header's edge, leaving no gap")
    func hidingAtTopLeavesNoGap() {
        let host = DetentHost()
        host.header.setDetent(.hidden, animated: true)
        host.settle {
            #expect(host.contentTop <= host.headerBottom + 1e-9)
        }
        #expect(host.header.restingDetent == .hidden)
        #expect(host.contentTop <= host.headerBottom + 1e-9)
    }

    @Test("A height detent uses the same safe-area convention as the minimum and maximum heights")
    func heightDetentFollowsSafeAreaConvention() {
        let host = DetentHost()
        host.header.setDetent(.height(150), animated: false)
        #expect(host.header.frame.height == 150)
        #expect(host.header.restingDetent == .height(150))
        host.header.minMaxHeightIncludesSafeArea = false
        host.header.minimumHeight = 56
        host.header.maximumHeight = 200
        host.header.setDetent(.height(130), animated: false)
        #expect(host.header.frame.height == 150)
    }

    @Test("A move stops a running fling where it is, and the fling's end does not undo the move")
    func moveStopsAFling() {
        let host = DetentHost()
        host.scroll(to: 600)
        host.drag(300)
        host.release(velocity: 3)
        host.clock.advanceFrame()
        #expect(host.list.isDecelerating)
        var arrived: Bool?
        host.header.setDetent(.collapsed, animated: true) { arrived = $0 }
        #expect(!host.list.isDecelerating)
        let offset = host.list.contentOffset.y
        host.settle()
        #expect(arrived == true)
        #expect(host.header.restingDetent == .collapsed)
        #expect(host.list.contentOffset.y == offset)
    }

    @Test("A drag interrupts a move, whose completion then hears false")
    func dragInterruptsMove() {
        let host = DetentHost()
        var arrived: Bool?
        host.header.setDetent(.collapsed, animated: true) { arrived = $0 }
        host.clock.advanceFrame()
        host.drag(20, steps: 2)
        #expect(arrived == false)
        #expect(!host.header.progress.isSettling)
        host.release()
        host.settle()
    }

    @Test("A second move replaces the first, whose completion hears false")
    func secondMoveReplacesFirst() {
        let host = DetentHost()
        var first: Bool?
        var second: Bool?
        host.header.setDetent(.collapsed, animated: true) { first = $0 }
        host.clock.advanceFrame()
        host.header.setDetent(.expanded, animated: true) { second = $0 }
        #expect(first == false)
        host.settle()
        #expect(second == true)
        #expect(host.header.restingDetent == .expanded)
    }

    @Test("With reduce-motion an animated move takes no frames")
    func reduceMotionMovesAtOnce() {
        let host = DetentHost()
        host.header.reduceMotionStatus = { true }
        var arrived: Bool?
        host.header.setDetent(.collapsed, animated: true) { arrived = $0 }
        #expect(arrived == true)
        #expect(host.header.frame.height == DetentHost.minimum)
        #expect(host.settle() == 0)
    }

    @Test("Progress is valid right after a move from code, without a scroll event")
    func progressAfterMove() {
        let host = DetentHost()
        host.header.setDetent(.height(148), animated: false)
        let p = host.header.progress
        #expect(p.height == 148)
        #expect(p.collapseFraction == 0.5)
        #expect(p.shift == 0)
        #expect(p.shiftFraction == 0)
        #expect(p.phase == .collapsing)
        #expect(!p.isSettling)
        #expect(p.target == nil)
    }
}

@Suite("Refused moves to a detent")
struct RefusedDetentTests {
    @Test("Without a tracking scroll view, hidden without shifting, or a height out of range, nothing changes")
    func refusedMovesChangeNothing() {
        let detached = FlexibleHeaderView(frame: CGRect(x: 0, y: 0, width: 320, height: 76))
        var answers: [Bool] = []
        let host = DetentHost(shift: .disabled)
        host.scroll(to: -150)
        let frame = host.header.frame
        let offset = host.list.contentOffset
        let diagnostics = Diagnostics.capture {
            detached.setDetent(.collapsed, animated: false) { answers.append($0) }
            host.header.setDetent(.hidden, animated: true) { answers.append($0) }
            host.header.setDetent(.height(20), animated: false) { answers.append($0) }
            host.header.setDetent(.height(.infinity), animated: false) { answers.append($0) }
        }
        #expect(answers == [false, false, false, false])
        #expect(diagnostics.map(\.code) == ["header.noTrackingScrollView", "header.invalidDetent", "header.invalidDetent", "header.invalidDetent"])
        #expect(diagnostics[2].message.contains("height(20.0)"))
        #expect(host.header.frame == frame)
        #expect(host.list.contentOffset == offset)
        #expect(!host.header.progress.isSettling)
    }
}

@Suite("The stretch trigger with a shared header")
struct SharedStretchTriggerTests {
    @Test("Each scroll view the shared header tracks fires the trigger once per pull")
    func sharedHeaderFiresPerPull() {
        let host = DetentHost()
        let second = ScrollNode(frame: host.list.frame)
        second.contentInsetAdjustmentBehavior = .never
        second.contentSize = CGSize(width: 375, height: 3000)
        second.delegate = host.controller
        host.window.insertSubview(second, belowSubview: host.header)
        host.header.sharedWithManyScrollViews = true
        var fired = 0
        host.header.stretchTriggerOffset = 50
        host.header.onStretchTrigger = { fired += 1 }
        host.scroll(to: host.topOffset - 70)
        host.scroll(to: host.topOffset)
        host.header.trackingScrollView = second
        second.contentOffset.y = -second.adjustedContentInset.top
        second.contentOffset.y = -second.adjustedContentInset.top - 70
        #expect(fired == 2)
    }
}
