// Material's typical flexible header screen, written exactly as for iOS: only the import differs.
#if canImport(UIKit)
    import MaterialComponents.MaterialFlexibleHeader
    import UIKit
#else
    import CanopyUIKit
#endif

final class FlexibleHeaderTypicalUseViewController: UIViewController {
    let headerViewController = MDCFlexibleHeaderViewController()
    let scrollView = UIScrollView()
    let titleLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(headerViewController)
        view.backgroundColor = .white

        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.contentSize = CGSize(width: view.bounds.width, height: 1600)
        scrollView.backgroundColor = UIColor(white: 0.97, alpha: 1)
        scrollView.delegate = headerViewController
        view.addSubview(scrollView)

        let headerView = headerViewController.headerView
        headerView.trackingScrollView = scrollView
        headerView.maximumHeight = 200
        headerView.minimumHeight = 64
        headerView.backgroundColor = UIColor(red: 0.25, green: 0.32, blue: 0.71, alpha: 1)

        titleLabel.text = "Flexible Header"
        titleLabel.textColor = .white
        titleLabel.font = UIFont.boldSystemFont(ofSize: 22)
        titleLabel.textAlignment = .center
        titleLabel.frame = CGRect(x: 0, y: headerView.bounds.height - 48, width: headerView.bounds.width, height: 32)
        titleLabel.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        headerView.addSubview(titleLabel)

        view.addSubview(headerViewController.view)
        headerViewController.didMove(toParent: self)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // Start at the top of the list, below the expanded header.
        scrollView.contentOffset = CGPoint(x: 0, y: -scrollView.adjustedContentInset.top)
    }

    override var childForStatusBarStyle: UIViewController? {
        return headerViewController
    }
}
