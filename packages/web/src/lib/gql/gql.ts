/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query Branding {\n    sellerProfile {\n      businessName\n      logo\n    }\n  }\n": typeof types.BrandingDocument,
    "\n  mutation SaveInvoice($kind: InvoiceKind!, $data: InvoiceDocumentInput!) {\n    saveInvoice(kind: $kind, data: $data) {\n      id\n      kind\n      invoiceNumber\n      billDate\n      subtotal\n      taxTotal\n      total\n      amountInWords\n      pdfUrl\n    }\n  }\n": typeof types.SaveInvoiceDocument,
    "\n  query Invoices($where: InvoiceWhereInput, $first: Int, $skip: Int) {\n    invoiceCount(where: $where)\n    invoices(where: $where, first: $first, skip: $skip) {\n      id\n      kind\n      invoiceNumber\n      billDate\n      clientName\n      clientGstin\n      placeOfSupply\n      subtotal\n      taxTotal\n      total\n      pdfUrl\n      cancelled\n      cancelReason\n      credited\n      createdBy\n      document {\n        againstInvoiceNumber\n        supplierBillNumber\n      }\n    }\n  }\n": typeof types.InvoicesDocument,
    "\n  mutation CancelInvoice($id: ID!, $reason: String!) {\n    cancelInvoice(where: { id: $id }, reason: $reason) {\n      id\n      cancelled\n    }\n  }\n": typeof types.CancelInvoiceDocument,
    "\n  query DocumentsIssued($from: String!, $to: String!) {\n    documentsIssued(from: $from, to: $to) {\n      kind\n      label\n      firstNumber\n      lastNumber\n      total\n      cancelled\n    }\n  }\n": typeof types.DocumentsIssuedDocument,
    "\n  query BillingProducts($first: Int!, $skip: Int!) {\n    products(first: $first, skip: $skip) {\n      id\n      productName\n      gst\n      hsnCode\n      purchaseCost\n      unit\n    }\n  }\n": typeof types.BillingProductsDocument,
    "\n  query CreditNoteInvoice($id: ID!) {\n    invoice(where: { id: $id }) {\n      id\n      kind\n      invoiceNumber\n      billDate\n      total\n      credited\n      returnedQuantities\n      creditedCharges {\n        courier\n        packingTransportation\n      }\n      cancelled\n      placeOfSupply\n      document {\n        clientName\n        clientAddress\n        gst\n        contact\n        courier\n        packingTransportation\n        chargesGstIncluded\n        logo\n        logoWidth\n        productLines {\n          description\n          quantity\n          unit\n          rate\n          hsnCode\n          gst\n          productId\n        }\n      }\n    }\n  }\n": typeof types.CreditNoteInvoiceDocument,
    "\n    query BulkFlipkartListingPrices($first: Int!, $skip: Int!) {\n      listings: flipkartListings(first: $first, skip: $skip) {\n        skuid\n        listingPrice\n        hsnCode\n        gst\n        profit\n        afterPurchaseCostDeduct\n        products {\n          gst\n        }\n      }\n    }\n  ": typeof types.BulkFlipkartListingPricesDocument,
    "\n    query BulkAmazonListingPrices($first: Int!, $skip: Int!) {\n      listings: amazonListings(first: $first, skip: $skip) {\n        skuid\n        listingPrice\n        hsnCode\n        gst\n        profit\n        afterPurchaseCostDeduct\n        products {\n          gst\n        }\n      }\n    }\n  ": typeof types.BulkAmazonListingPricesDocument,
    "\n    query BulkMeeshoListingPrices($first: Int!, $skip: Int!) {\n      listings: meeshoListings(first: $first, skip: $skip) {\n        skuid\n        listingPrice\n        hsnCode\n        gst\n        profit\n        afterPurchaseCostDeduct\n        products {\n          gst\n        }\n      }\n    }\n  ": typeof types.BulkMeeshoListingPricesDocument,
    "\n    query BulkTrendyHandyListingPrices($first: Int!, $skip: Int!) {\n      listings: trendyHandyListings(first: $first, skip: $skip) {\n        skuid\n        listingPrice\n      }\n    }\n  ": typeof types.BulkTrendyHandyListingPricesDocument,
    "\n  mutation CreateManyFlipkartListings($data: [FlipkartListingBulkInput!]!) {\n    createManyFlipkartListings(data: $data) {\n      row\n      ok\n      id\n      error {\n        field\n        message\n      }\n    }\n  }\n": typeof types.CreateManyFlipkartListingsDocument,
    "\n  mutation UpdateManyFlipkartListings($data: [FlipkartListingUpdateManyInput!]!) {\n    updateManyFlipkartListings(data: $data) {\n      row\n      ok\n      id\n      error {\n        field\n        message\n      }\n    }\n  }\n": typeof types.UpdateManyFlipkartListingsDocument,
    "\n  mutation CreateManyAmazonListings($data: [AmazonListingBulkInput!]!) {\n    createManyAmazonListings(data: $data) {\n      row\n      ok\n      id\n      error {\n        field\n        message\n      }\n    }\n  }\n": typeof types.CreateManyAmazonListingsDocument,
    "\n  mutation UpdateManyAmazonListings($data: [AmazonListingUpdateManyInput!]!) {\n    updateManyAmazonListings(data: $data) {\n      row\n      ok\n      id\n      error {\n        field\n        message\n      }\n    }\n  }\n": typeof types.UpdateManyAmazonListingsDocument,
    "\n  mutation CreateManyMeeshoListings($data: [MeeshoListingBulkInput!]!) {\n    createManyMeeshoListings(data: $data) {\n      row\n      ok\n      id\n      error {\n        field\n        message\n      }\n    }\n  }\n": typeof types.CreateManyMeeshoListingsDocument,
    "\n  mutation UpdateManyMeeshoListings($data: [MeeshoListingUpdateManyInput!]!) {\n    updateManyMeeshoListings(data: $data) {\n      row\n      ok\n      id\n      error {\n        field\n        message\n      }\n    }\n  }\n": typeof types.UpdateManyMeeshoListingsDocument,
    "\n    query BulkProductNames($first: Int!, $skip: Int!) {\n      names: products(first: $first, skip: $skip) {\n        name: productName\n      }\n    }\n  ": typeof types.BulkProductNamesDocument,
    "\n    query BulkFlipkartCategoryNames($first: Int!, $skip: Int!) {\n      names: flipkartProductCategories(first: $first, skip: $skip) {\n        name\n      }\n    }\n  ": typeof types.BulkFlipkartCategoryNamesDocument,
    "\n    query BulkAmazonCategoryNames($first: Int!, $skip: Int!) {\n      names: amazonProductCategories(first: $first, skip: $skip) {\n        name\n      }\n    }\n  ": typeof types.BulkAmazonCategoryNamesDocument,
    "\n  query BulkStoredProducts($first: Int!, $skip: Int!) {\n    products(first: $first, skip: $skip) {\n      productName\n      gst\n      gstMode\n      hsnCode\n    }\n  }\n": typeof types.BulkStoredProductsDocument,
    "\n  mutation CreateManyProducts($data: [ProductInput!]!) {\n    createManyProducts(data: $data) {\n      row\n      ok\n      id\n      error {\n        field\n        message\n      }\n    }\n  }\n": typeof types.CreateManyProductsDocument,
    "\n  mutation UpdateManyProducts($data: [ProductUpdateManyInput!]!) {\n    updateManyProducts(data: $data) {\n      row\n      ok\n      id\n      error {\n        field\n        message\n      }\n    }\n  }\n": typeof types.UpdateManyProductsDocument,
    "\n  query BillOrdersPage($where: BillOrderWhereInput!, $first: Int!, $skip: Int!) {\n    billOrders(where: $where, first: $first, skip: $skip) {\n      id\n      orderedOn\n      orderId\n      sku\n      quantity\n      invoiceAmount\n      purchaseCost\n      marketplaceFee\n      profit\n      saleType\n      shipToName\n      city\n      trackingID\n      flipkartsetlment\n      amazonsetlment\n      meeshosetlment\n      littleKidsetlment\n      trendyHandysetlment\n      return\n      returnType\n      returnDate\n      pysicallyRecieved\n      podRequestTickeetId\n      condition\n      damageDescription\n      claimId\n      claimResult\n      paymentReceived\n      paymentDate\n      amountRecieveFromFlipkart\n      amountRecieveFromAmazon\n      amountRecieveFromMeesho\n      amountRecieveFromLittleKid\n      amountRecieveFromTrendyHandy\n      tcs\n      tds\n      difference\n    }\n    billOrderCount(where: $where)\n  }\n": typeof types.BillOrdersPageDocument,
    "\n  fragment SalesSummaryFields on SalesSummary {\n    key\n    channel\n    orders\n    lines\n    units\n    revenue\n    marketplaceFees\n    settlement\n    purchaseCost\n    tcs\n    tds\n    returns\n    returnedUnits\n    rtoReturns\n    returnCost\n    netProfit\n    returnRate\n    paidLines\n    received\n    expectedPayout\n    difference\n  }\n": typeof types.SalesSummaryFieldsFragmentDoc,
    "\n  query ChannelDashboard($where: SalesWhereInput!, $payment: Boolean!) {\n    salesSummary(where: $where) {\n      ...SalesSummaryFields\n    }\n    salesSeries(where: $where) {\n      bucket\n      points {\n        key\n        revenue\n        netProfit\n      }\n    }\n    awaitingPayment(where: $where) @include(if: $payment) {\n      label\n      lines\n      expected\n    }\n  }\n": typeof types.ChannelDashboardDocument,
    "\n  query SalesOverview($where: SalesWhereInput!) {\n    salesSummary(where: $where) {\n      ...SalesSummaryFields\n    }\n    salesByChannel(where: $where) {\n      ...SalesSummaryFields\n    }\n    salesSeries(where: $where, perChannel: true) {\n      bucket\n      points {\n        key\n        channel\n        revenue\n      }\n    }\n  }\n": typeof types.SalesOverviewDocument,
    "\n  query SkuSales(\n    $where: SalesWhereInput!\n    $perChannel: Boolean!\n    $orderBy: SalesSkuOrder!\n    $descending: Boolean!\n    $first: Int!\n    $skip: Int!\n  ) {\n    salesBySku(\n      where: $where\n      perChannel: $perChannel\n      orderBy: $orderBy\n      descending: $descending\n      first: $first\n      skip: $skip\n    ) {\n      ...SalesSummaryFields\n    }\n    salesSkuCount(where: $where, perChannel: $perChannel)\n    salesSummary(where: $where) {\n      ...SalesSummaryFields\n    }\n  }\n": typeof types.SkuSalesDocument,
    "\n  query TopSkus($where: SalesWhereInput!) {\n    byProfit: salesBySku(where: $where, orderBy: NET_PROFIT, descending: true, first: 10) {\n      key\n      netProfit\n      returnedUnits\n    }\n    byLoss: salesBySku(where: $where, orderBy: NET_PROFIT, descending: false, first: 10) {\n      key\n      netProfit\n      returnedUnits\n    }\n    byReturns: salesBySku(where: $where, orderBy: RETURNED_UNITS, descending: true, first: 10) {\n      key\n      netProfit\n      returnedUnits\n    }\n  }\n": typeof types.TopSkusDocument,
    "\n  query BusinessNet($where: BusinessNetWhereInput!) {\n    businessNet(where: $where) {\n      marketplaceNetProfit\n      ownStoreSales\n      creditNotes\n      purchases\n      expenses\n      net\n      documents\n    }\n  }\n": typeof types.BusinessNetDocument,
    "\n  query LinePayments($where: OrderLineWhereUniqueInput!) {\n    orderLinePayments(where: $where) {\n      entryKey\n      paymentDate\n      amountReceived\n      reportedSale\n      reportedFees\n      tcs\n      tds\n      recordedAt\n      recordedBy\n    }\n  }\n": typeof types.LinePaymentsDocument,
    "\n  mutation RemoveLinePayment($where: OrderLineWhereUniqueInput!, $entryKey: String!, $reason: String!) {\n    removeOrderLinePayment(where: $where, entryKey: $entryKey, reason: $reason) {\n      id\n    }\n  }\n": typeof types.RemoveLinePaymentDocument,
    "\n  query GstReturn($period: String!) {\n    gstReturn(period: $period) {\n      period\n      label\n      from\n      to\n      gstin\n      channels {\n        channel\n        saleLines\n        sales\n        returnLines\n        returns\n        computedLines\n        noRateLines\n      }\n      documents {\n        kind\n        count\n        cancelled\n        total\n      }\n      missing\n      notStoredCount\n      notStoredValue\n      sections {\n        key\n        title\n        count\n        taxable\n        tax\n        rows {\n          label\n          drill\n          count\n          taxable\n          tax\n          ref {\n            kind\n            id\n            label\n            number\n            billDate\n          }\n        }\n      }\n      documentsIssued {\n        series\n        nature\n        from\n        to\n        total\n        cancelled\n        net\n        drill\n      }\n      checks {\n        code\n        severity\n        message\n        ref {\n          kind\n          id\n          label\n          channel\n          orderId\n          billDate\n          returnDate\n          productId\n          number\n        }\n      }\n      lastExport {\n        at\n        format\n      }\n    }\n  }\n": typeof types.GstReturnDocument,
    "\n  query GstLines($period: String!, $drill: String!, $first: Int!, $skip: Int!) {\n    gstLines(period: $period, drill: $drill, first: $first, skip: $skip) {\n      total\n      lines {\n        id\n        channel\n        orderId\n        sku\n        event\n        date\n        billDate\n        state\n        rate\n        hsn\n        quantity\n        amount\n        invoiceNo\n      }\n      documents {\n        documentId\n        kind\n        number\n        date\n        line\n        description\n        hsn\n        rate\n        quantity\n        taxable\n      }\n      issued {\n        documentId\n        kind\n        number\n        date\n        amount\n        cancelled\n      }\n      issuedTotal\n    }\n  }\n": typeof types.GstLinesDocument,
    "\n  query GstWithholding($period: String!) {\n    gstWithholding(period: $period) {\n      channel\n      month\n      etin\n      taxable\n      creditedBy\n      creditedAt\n      tcs {\n        section\n        rates\n        expected\n        withheld\n        credited\n        withheldLessExpected\n        creditedLessWithheld\n      }\n      tds {\n        section\n        rates\n        expected\n        withheld\n        credited\n        withheldLessExpected\n        creditedLessWithheld\n      }\n    }\n  }\n": typeof types.GstWithholdingDocument,
    "\n  mutation SetGstWithholdingCredit(\n    $channel: MarketplaceChannel!\n    $month: String!\n    $tcsCredited: Float\n    $tdsCredited: Float\n  ) {\n    setGstWithholdingCredit(\n      channel: $channel\n      month: $month\n      tcsCredited: $tcsCredited\n      tdsCredited: $tdsCredited\n    ) {\n      channel\n      month\n    }\n  }\n": typeof types.SetGstWithholdingCreditDocument,
    "\n  query AuditLog($where: AuditLogWhere, $first: Int, $after: String) {\n    auditLog(where: $where, first: $first, after: $after) {\n      entries {\n        id\n        at\n        userId\n        who\n        entity\n        entityLabel\n        entityId\n        recordName\n        action\n        actionLabel\n        changes {\n          field\n          label\n          before\n          after\n        }\n      }\n      nextCursor\n      recordName\n    }\n  }\n": typeof types.AuditLogDocument,
    "\n  query HistoryUsers {\n    users {\n      id\n      username\n    }\n  }\n": typeof types.HistoryUsersDocument,
    "\n  query ImpLinks {\n    impLinks {\n      id\n      title\n      url\n      group\n      position\n    }\n  }\n": typeof types.ImpLinksDocument,
    "\n  mutation CreateImpLink($data: ImpLinkInput!) {\n    createImpLink(data: $data) {\n      id\n    }\n  }\n": typeof types.CreateImpLinkDocument,
    "\n  mutation UpdateImpLink($id: ID!, $data: ImpLinkInput!) {\n    updateImpLink(id: $id, data: $data) {\n      id\n    }\n  }\n": typeof types.UpdateImpLinkDocument,
    "\n  mutation DeleteImpLink($id: ID!) {\n    deleteImpLink(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteImpLinkDocument,
    "\n  mutation ReorderImpLinks($ids: [ID!]!) {\n    reorderImpLinks(ids: $ids) {\n      id\n    }\n  }\n": typeof types.ReorderImpLinksDocument,
    "\n    query FlipkartRackListings($first: Int!, $skip: Int!) {\n      listings: flipkartListings(first: $first, skip: $skip) {\n        skuid\n        img\n        productName\n        rackNo\n        gst\n        hsnCode\n        products {\n          productImage\n          gst\n        }\n      }\n    }\n  ": typeof types.FlipkartRackListingsDocument,
    "\n    query AmazonRackListings($first: Int!, $skip: Int!) {\n      listings: amazonListings(first: $first, skip: $skip) {\n        skuid\n        img\n        productName\n        rackNo\n        gst\n        hsnCode\n        products {\n          productImage\n          gst\n        }\n      }\n    }\n  ": typeof types.AmazonRackListingsDocument,
    "\n    query MeeshoRackListings($first: Int!, $skip: Int!) {\n      listings: meeshoListings(first: $first, skip: $skip) {\n        skuid\n        img\n        productName\n        rackNo\n        gst\n        hsnCode\n        products {\n          productImage\n          gst\n        }\n      }\n    }\n  ": typeof types.MeeshoRackListingsDocument,
    "\n    fragment FlipkartProductCategoryFields on FlipkartProductCategory {\n      id\n      name\n      commissionPercent {\n        from\n        to\n        precent\n      }\n      fixedFeePercent {\n        from\n        to\n        precent\n      }\n      collectionFeePercent {\n        from\n        to\n        precent\n      }\n      effectiveFrom\n      versions {\n        effectiveFrom\n        commissionPercent {\n          from\n          to\n          precent\n        }\n        fixedFeePercent {\n          from\n          to\n          precent\n        }\n        collectionFeePercent {\n          from\n          to\n          precent\n        }\n      }\n      listingCount\n      version\n    }\n  ": typeof types.FlipkartProductCategoryFieldsFragmentDoc,
    "\n    fragment AmazonProductCategoryFields on AmazonProductCategory {\n      id\n      name\n      referalFeePercent {\n        from\n        to\n        precent\n      }\n      effectiveFrom\n      versions {\n        effectiveFrom\n        referalFeePercent {\n          from\n          to\n          precent\n        }\n      }\n      listingCount\n      version\n    }\n  ": typeof types.AmazonProductCategoryFieldsFragmentDoc,
    "\n  query CategoryOrderLinesFrom($where: CategoryWhereUniqueInput!, $from: Date!) {\n    count: categoryOrderLinesFrom(where: $where, from: $from)\n  }\n": typeof types.CategoryOrderLinesFromDocument,
    "\n    mutation CreateFlipkartProductCategory($data: FlipkartProductCategoryInput!) {\n      category: createFlipkartProductCategory(data: $data) {\n        ...FlipkartProductCategoryFields\n      }\n    }\n  ": typeof types.CreateFlipkartProductCategoryDocument,
    "\n    mutation CreateAmazonProductCategory($data: AmazonProductCategoryInput!) {\n      category: createAmazonProductCategory(data: $data) {\n        ...AmazonProductCategoryFields\n      }\n    }\n  ": typeof types.CreateAmazonProductCategoryDocument,
    "\n    mutation CreateFlipkartListing($data: FlipkartListingInput!) {\n      listing: createFlipkartListing(data: $data) {\n        ...FlipkartListingFields\n      }\n    }\n  ": typeof types.CreateFlipkartListingDocument,
    "\n    mutation CreateAmazonListing($data: AmazonListingInput!) {\n      listing: createAmazonListing(data: $data) {\n        ...AmazonListingFields\n      }\n    }\n  ": typeof types.CreateAmazonListingDocument,
    "\n    mutation CreateMeeshoListing($data: MeeshoListingInput!) {\n      listing: createMeeshoListing(data: $data) {\n        ...MeeshoListingFields\n      }\n    }\n  ": typeof types.CreateMeeshoListingDocument,
    "\n    mutation CreateLittleKidListing($data: LittleKidListingInput!) {\n      listing: createLittleKidListing(data: $data) {\n        ...LittleKidListingFields\n      }\n    }\n  ": typeof types.CreateLittleKidListingDocument,
    "\n    mutation CreateTrendyHandyListing($data: TrendyHandyListingInput!) {\n      listing: createTrendyHandyListing(data: $data) {\n        ...TrendyHandyListingFields\n      }\n    }\n  ": typeof types.CreateTrendyHandyListingDocument,
    "\n    mutation DeleteFlipkartProductCategoryVersion(\n      $where: CategoryWhereUniqueInput!\n      $effectiveFrom: Date!\n      $version: Int\n    ) {\n      category: deleteFlipkartProductCategoryVersion(\n        where: $where\n        effectiveFrom: $effectiveFrom\n        version: $version\n      ) {\n        ...FlipkartProductCategoryFields\n      }\n    }\n  ": typeof types.DeleteFlipkartProductCategoryVersionDocument,
    "\n    mutation DeleteAmazonProductCategoryVersion(\n      $where: CategoryWhereUniqueInput!\n      $effectiveFrom: Date!\n      $version: Int\n    ) {\n      category: deleteAmazonProductCategoryVersion(\n        where: $where\n        effectiveFrom: $effectiveFrom\n        version: $version\n      ) {\n        ...AmazonProductCategoryFields\n      }\n    }\n  ": typeof types.DeleteAmazonProductCategoryVersionDocument,
    "\n    mutation DeleteFlipkartProductCategory($where: CategoryWhereUniqueInput!) {\n      category: deleteFlipkartProductCategory(where: $where) {\n        id\n        name\n      }\n    }\n  ": typeof types.DeleteFlipkartProductCategoryDocument,
    "\n    mutation DeleteAmazonProductCategory($where: CategoryWhereUniqueInput!) {\n      category: deleteAmazonProductCategory(where: $where) {\n        id\n        name\n      }\n    }\n  ": typeof types.DeleteAmazonProductCategoryDocument,
    "\n    mutation DeleteFlipkartListing($where: CategoryWhereUniqueInput!) {\n      listing: deleteFlipkartListing(where: $where) {\n        id\n        skuid\n      }\n    }\n  ": typeof types.DeleteFlipkartListingDocument,
    "\n    mutation DeleteAmazonListing($where: CategoryWhereUniqueInput!) {\n      listing: deleteAmazonListing(where: $where) {\n        id\n        skuid\n      }\n    }\n  ": typeof types.DeleteAmazonListingDocument,
    "\n    mutation DeleteMeeshoListing($where: CategoryWhereUniqueInput!) {\n      listing: deleteMeeshoListing(where: $where) {\n        id\n        skuid\n      }\n    }\n  ": typeof types.DeleteMeeshoListingDocument,
    "\n    mutation DeleteLittleKidListing($where: CategoryWhereUniqueInput!) {\n      listing: deleteLittleKidListing(where: $where) {\n        id\n        skuid\n      }\n    }\n  ": typeof types.DeleteLittleKidListingDocument,
    "\n    mutation DeleteTrendyHandyListing($where: CategoryWhereUniqueInput!) {\n      listing: deleteTrendyHandyListing(where: $where) {\n        id\n        skuid\n      }\n    }\n  ": typeof types.DeleteTrendyHandyListingDocument,
    "\n    mutation DeleteManyFlipkartListings($ids: [ID!]!) {\n      results: deleteManyFlipkartListings(ids: $ids) {\n        id\n        ok\n        message\n      }\n    }\n  ": typeof types.DeleteManyFlipkartListingsDocument,
    "\n    mutation DeleteManyAmazonListings($ids: [ID!]!) {\n      results: deleteManyAmazonListings(ids: $ids) {\n        id\n        ok\n        message\n      }\n    }\n  ": typeof types.DeleteManyAmazonListingsDocument,
    "\n    mutation DeleteManyMeeshoListings($ids: [ID!]!) {\n      results: deleteManyMeeshoListings(ids: $ids) {\n        id\n        ok\n        message\n      }\n    }\n  ": typeof types.DeleteManyMeeshoListingsDocument,
    "\n    mutation DeleteManyLittleKidListings($ids: [ID!]!) {\n      results: deleteManyLittleKidListings(ids: $ids) {\n        id\n        ok\n        message\n      }\n    }\n  ": typeof types.DeleteManyLittleKidListingsDocument,
    "\n    mutation DeleteManyTrendyHandyListings($ids: [ID!]!) {\n      results: deleteManyTrendyHandyListings(ids: $ids) {\n        id\n        ok\n        message\n      }\n    }\n  ": typeof types.DeleteManyTrendyHandyListingsDocument,
    "\n    query FlipkartProductCategories($first: Int!, $skip: Int!) {\n      categories: flipkartProductCategories(first: $first, skip: $skip) {\n        ...FlipkartProductCategoryFields\n      }\n    }\n  ": typeof types.FlipkartProductCategoriesDocument,
    "\n    query AmazonProductCategories($first: Int!, $skip: Int!) {\n      categories: amazonProductCategories(first: $first, skip: $skip) {\n        ...AmazonProductCategoryFields\n      }\n    }\n  ": typeof types.AmazonProductCategoriesDocument,
    "\n  fragment ListingProductFields on Product {\n    id\n    productName\n    purchaseCost\n    gst\n    gstMode\n    hsnCode\n    img\n    productLength\n    breadth\n    height\n    weight\n  }\n": typeof types.ListingProductFieldsFragmentDoc,
    "\n  query ListingProducts($first: Int!, $skip: Int!) {\n    products(first: $first, skip: $skip) {\n      ...ListingProductFields\n    }\n    productCount\n  }\n": typeof types.ListingProductsDocument,
    "\n    query FlipkartListings($first: Int!, $skip: Int!) {\n      listings: flipkartListings(first: $first, skip: $skip) {\n        ...FlipkartListingFields\n      }\n      count: flipkartListingCount\n    }\n  ": typeof types.FlipkartListingsDocument,
    "\n    query AmazonListings($first: Int!, $skip: Int!) {\n      listings: amazonListings(first: $first, skip: $skip) {\n        ...AmazonListingFields\n      }\n      count: amazonListingCount\n    }\n  ": typeof types.AmazonListingsDocument,
    "\n    query MeeshoListings($first: Int!, $skip: Int!) {\n      listings: meeshoListings(first: $first, skip: $skip) {\n        ...MeeshoListingFields\n      }\n      count: meeshoListingCount\n    }\n  ": typeof types.MeeshoListingsDocument,
    "\n    query LittleKidListings($first: Int!, $skip: Int!) {\n      listings: littleKidListings(first: $first, skip: $skip) {\n        ...LittleKidListingFields\n      }\n      count: littleKidListingCount\n    }\n  ": typeof types.LittleKidListingsDocument,
    "\n    query TrendyHandyListings($first: Int!, $skip: Int!) {\n      listings: trendyHandyListings(first: $first, skip: $skip) {\n        ...TrendyHandyListingFields\n      }\n      count: trendyHandyListingCount\n    }\n  ": typeof types.TrendyHandyListingsDocument,
    "\n    fragment FlipkartListingFields on FlipkartListing {\n      id\n      sno\n      skuid\n      listingPrice\n      profit\n      packing\n      advertisingCost\n      returnCost\n      discount\n      productLength\n      breadth\n      height\n      weight\n      shippingFee\n      products {\n        id\n        productName\n      }\n      category: flipkartProductCategory {\n        id\n        name\n      }\n      purchaseCost\n      lossProfit\n      priceShouldBe\n      priceCellClass\n      dimensions {\n        productLength\n        breadth\n        height\n        weight\n      }\n      settlementLines {\n        label\n        value\n      }\n      problems {\n        field\n        message\n      }\n      img\n      productName\n      live\n      version\n    }\n  ": typeof types.FlipkartListingFieldsFragmentDoc,
    "\n    fragment AmazonListingFields on AmazonListing {\n      id\n      sno\n      skuid\n      listingPrice\n      profit\n      packing\n      advertisingCost\n      returnCost\n      discount\n      productLength\n      breadth\n      height\n      weight\n      shippingFee\n      products {\n        id\n        productName\n      }\n      category: amazonProductCategory {\n        id\n        name\n      }\n      purchaseCost\n      lossProfit\n      priceShouldBe\n      priceCellClass\n      dimensions {\n        productLength\n        breadth\n        height\n        weight\n      }\n      settlementLines {\n        label\n        value\n      }\n      problems {\n        field\n        message\n      }\n      img\n      productName\n      live\n      version\n    }\n  ": typeof types.AmazonListingFieldsFragmentDoc,
    "\n    fragment MeeshoListingFields on MeeshoListing {\n      id\n      sno\n      skuid\n      listingPrice\n      profit\n      packing\n      advertisingCost\n      returnCost\n      discount\n      productLength\n      breadth\n      height\n      weight\n      products {\n        id\n        productName\n      }\n      purchaseCost\n      lossProfit\n      priceShouldBe\n      priceCellClass\n      dimensions {\n        productLength\n        breadth\n        height\n        weight\n      }\n      settlementLines {\n        label\n        value\n      }\n      problems {\n        field\n        message\n      }\n      img\n      productName\n      live\n      version\n    }\n  ": typeof types.MeeshoListingFieldsFragmentDoc,
    "\n    fragment LittleKidListingFields on LittleKidListing {\n      id\n      sno\n      skuid\n      listingPrice\n      profit\n      packing\n      advertisingCost\n      returnCost\n      discount\n      productLength\n      breadth\n      height\n      weight\n      shippingFee\n      products {\n        id\n        productName\n      }\n      purchaseCost\n      lossProfit\n      priceShouldBe\n      priceCellClass\n      dimensions {\n        productLength\n        breadth\n        height\n        weight\n      }\n      settlementLines {\n        label\n        value\n      }\n      problems {\n        field\n        message\n      }\n      img\n      productName\n      live\n      version\n    }\n  ": typeof types.LittleKidListingFieldsFragmentDoc,
    "\n    fragment TrendyHandyListingFields on TrendyHandyListing {\n      id\n      sno\n      skuid\n      listingPrice\n      profit\n      packing\n      advertisingCost\n      returnCost\n      discount\n      productLength\n      breadth\n      height\n      weight\n      shippingFee\n      products {\n        id\n        productName\n      }\n      purchaseCost\n      lossProfit\n      priceShouldBe\n      priceCellClass\n      dimensions {\n        productLength\n        breadth\n        height\n        weight\n      }\n      settlementLines {\n        label\n        value\n      }\n      problems {\n        field\n        message\n      }\n      img\n      productName\n      live\n      version\n    }\n  ": typeof types.TrendyHandyListingFieldsFragmentDoc,
    "\n    mutation PublishFlipkartProductCategory($where: CategoryWhereUniqueInput!) {\n      category: publishFlipkartProductCategory(where: $where, to: PUBLISHED) {\n        ...FlipkartProductCategoryFields\n      }\n    }\n  ": typeof types.PublishFlipkartProductCategoryDocument,
    "\n    mutation PublishAmazonProductCategory($where: CategoryWhereUniqueInput!) {\n      category: publishAmazonProductCategory(where: $where, to: PUBLISHED) {\n        ...AmazonProductCategoryFields\n      }\n    }\n  ": typeof types.PublishAmazonProductCategoryDocument,
    "\n    mutation PublishFlipkartListing($where: CategoryWhereUniqueInput!) {\n      listing: publishFlipkartListing(where: $where, to: PUBLISHED) {\n        ...FlipkartListingFields\n      }\n    }\n  ": typeof types.PublishFlipkartListingDocument,
    "\n    mutation PublishAmazonListing($where: CategoryWhereUniqueInput!) {\n      listing: publishAmazonListing(where: $where, to: PUBLISHED) {\n        ...AmazonListingFields\n      }\n    }\n  ": typeof types.PublishAmazonListingDocument,
    "\n    mutation PublishMeeshoListing($where: CategoryWhereUniqueInput!) {\n      listing: publishMeeshoListing(where: $where, to: PUBLISHED) {\n        ...MeeshoListingFields\n      }\n    }\n  ": typeof types.PublishMeeshoListingDocument,
    "\n    mutation PublishLittleKidListing($where: CategoryWhereUniqueInput!) {\n      listing: publishLittleKidListing(where: $where, to: PUBLISHED) {\n        ...LittleKidListingFields\n      }\n    }\n  ": typeof types.PublishLittleKidListingDocument,
    "\n    mutation PublishTrendyHandyListing($where: CategoryWhereUniqueInput!) {\n      listing: publishTrendyHandyListing(where: $where, to: PUBLISHED) {\n        ...TrendyHandyListingFields\n      }\n    }\n  ": typeof types.PublishTrendyHandyListingDocument,
    "\n    mutation UpdateFlipkartProductCategory(\n      $where: CategoryWhereUniqueInput!\n      $data: FlipkartProductCategoryInput!\n    ) {\n      category: updateFlipkartProductCategory(where: $where, data: $data) {\n        ...FlipkartProductCategoryFields\n      }\n    }\n  ": typeof types.UpdateFlipkartProductCategoryDocument,
    "\n    mutation UpdateAmazonProductCategory(\n      $where: CategoryWhereUniqueInput!\n      $data: AmazonProductCategoryInput!\n    ) {\n      category: updateAmazonProductCategory(where: $where, data: $data) {\n        ...AmazonProductCategoryFields\n      }\n    }\n  ": typeof types.UpdateAmazonProductCategoryDocument,
    "\n    mutation UpdateFlipkartListing($where: ListingWhereUniqueInput!, $data: FlipkartListingInput!) {\n      listing: updateFlipkartListing(where: $where, data: $data) {\n        ...FlipkartListingFields\n      }\n    }\n  ": typeof types.UpdateFlipkartListingDocument,
    "\n    mutation UpdateAmazonListing($where: ListingWhereUniqueInput!, $data: AmazonListingInput!) {\n      listing: updateAmazonListing(where: $where, data: $data) {\n        ...AmazonListingFields\n      }\n    }\n  ": typeof types.UpdateAmazonListingDocument,
    "\n    mutation UpdateMeeshoListing($where: ListingWhereUniqueInput!, $data: MeeshoListingInput!) {\n      listing: updateMeeshoListing(where: $where, data: $data) {\n        ...MeeshoListingFields\n      }\n    }\n  ": typeof types.UpdateMeeshoListingDocument,
    "\n    mutation UpdateLittleKidListing($where: ListingWhereUniqueInput!, $data: LittleKidListingInput!) {\n      listing: updateLittleKidListing(where: $where, data: $data) {\n        ...LittleKidListingFields\n      }\n    }\n  ": typeof types.UpdateLittleKidListingDocument,
    "\n    mutation UpdateTrendyHandyListing($where: ListingWhereUniqueInput!, $data: TrendyHandyListingInput!) {\n      listing: updateTrendyHandyListing(where: $where, data: $data) {\n        ...TrendyHandyListingFields\n      }\n    }\n  ": typeof types.UpdateTrendyHandyListingDocument,
    "\n  mutation UpdateBillFromGrid($billDate: String!, $data: BillInput!) {\n    updateBill(where: { billDate: $billDate }, data: $data) {\n      id\n    }\n  }\n": typeof types.UpdateBillFromGridDocument,
    "\n  fragment AcceptedDifferenceFields on AcceptedDifference {\n    difference\n    reason\n    acceptedAt\n    acceptedBy\n  }\n": typeof types.AcceptedDifferenceFieldsFragmentDoc,
    "\n  query ReconciliationQueues(\n    $channel: MarketplaceChannel!\n    $first: Int!\n    $differencesSkip: Int!\n    $acceptedSkip: Int!\n    $overdueSkip: Int!\n    $claimsSkip: Int!\n  ) {\n    reconciliation(channel: $channel) {\n      settlementDifferences(first: $first, skip: $differencesSkip) {\n        orderId\n        sku\n        billDate\n        paymentDate\n        expectedSettlement\n        tcs\n        tds\n        expectedPayout\n        received\n        difference\n        reason\n        accepted {\n          ...AcceptedDifferenceFields\n        }\n      }\n      settlementDifferenceCount\n      acceptedDifferences(first: $first, skip: $acceptedSkip) {\n        orderId\n        sku\n        billDate\n        difference\n        accepted {\n          ...AcceptedDifferenceFields\n        }\n      }\n      acceptedDifferenceCount\n      overduePayments(first: $first, skip: $overdueSkip) {\n        orderId\n        sku\n        billDate\n        dueDate\n        daysOverdue\n        expectedSettlement\n      }\n      overduePaymentCount\n      returnClaims(first: $first, skip: $claimsSkip) {\n        orderId\n        sku\n        billDate\n        returnDate\n        returnType\n        claimDeadline\n        daysLeft\n        podRequestTickeetId\n        condition\n        damageDescription\n        claimId\n        claimResult\n      }\n      returnClaimCount\n      settings {\n        ...ReconciliationSettingsFields\n      }\n    }\n  }\n": typeof types.ReconciliationQueuesDocument,
    "\n  mutation AcceptPaymentDifference(\n    $where: OrderLineWhereUniqueInput!\n    $difference: Float!\n    $reason: String!\n  ) {\n    acceptPaymentDifference(where: $where, difference: $difference, reason: $reason) {\n      id\n    }\n  }\n": typeof types.AcceptPaymentDifferenceDocument,
    "\n  mutation ReopenPaymentDifference($where: OrderLineWhereUniqueInput!) {\n    reopenPaymentDifference(where: $where) {\n      id\n    }\n  }\n": typeof types.ReopenPaymentDifferenceDocument,
    "\n  query CourierSyncs {\n    courierSyncs {\n      courier\n      startedByName\n      job {\n        id\n        kind\n        createdAt\n        state\n        progress {\n          done\n          total\n          fraction\n        }\n        result\n        error {\n          message\n        }\n        finishedAt\n      }\n    }\n  }\n": typeof types.CourierSyncsDocument,
    "\n  mutation StartCourierSync($which: CourierSyncWhich!) {\n    startCourierSync(which: $which) {\n      jobId\n    }\n  }\n": typeof types.StartCourierSyncDocument,
    "\n  query NdrQueue($withClosed: Boolean!, $first: Int!, $skip: Int!) {\n    ndrQueueCount(withClosed: $withClosed)\n    ndrQueue(withClosed: $withClosed, first: $first, skip: $skip) {\n      id\n      courier\n      channel\n      orderId\n      status\n      productName\n      sku\n      quantity\n      customerName\n      email\n      mobile\n      mobileProblem\n      address\n      pincode\n      paymentMethod\n      orderTotal\n      courierCompany\n      awb\n      edd\n      orderDate\n      latestNdrDate\n      ndrAttempts\n      ndrReasons\n      noAttempt\n      ndrMsg\n      ndrState\n      ndrStateAt\n      ndrStateByName\n      courierTakesNdrRequests\n    }\n  }\n": typeof types.NdrQueueDocument,
    "\n  mutation MoveShipmentNdr($id: ID!, $to: NdrState!) {\n    moveShipmentNdr(id: $id, to: $to) {\n      id\n      ndrState\n    }\n  }\n": typeof types.MoveShipmentNdrDocument,
    "\n  mutation RequestShipmentNdr($id: ID!, $request: NdrRequest!) {\n    requestShipmentNdr(id: $id, request: $request) {\n      sentToCourier\n      shipment {\n        id\n        ndrState\n      }\n    }\n  }\n": typeof types.RequestShipmentNdrDocument,
    "\n  query ShipmentSummary {\n    shipmentSummary {\n      total\n      pastEdd\n      codPending\n      codPendingOrders\n      byStatus {\n        status\n        statusClass\n        count\n      }\n      byChannel {\n        channel\n        count\n      }\n      byCourier {\n        courier\n        courierCompany\n        count\n        delivered\n        rto\n        rtoRatePercent\n      }\n      byPincodePrefix {\n        prefix\n        count\n        delivered\n        rto\n        rtoRatePercent\n      }\n      coverage {\n        flag\n        statusClass\n        total\n        sent\n        sentAll\n      }\n    }\n  }\n": typeof types.ShipmentSummaryDocument,
    "\n  query Shipments($tab: ShipmentTab!, $first: Int!, $skip: Int!) {\n    shipments(tab: $tab, first: $first, skip: $skip) {\n      id\n      courier\n      channel\n      orderId\n      status\n      statusClass\n      productName\n      sku\n      quantity\n      customerName\n      email\n      mobile\n      mobileProblem\n      address\n      pincode\n      paymentMethod\n      orderTotal\n      courierCompany\n      awb\n      edd\n      orderDate\n      ndrAttempts\n      ndrReasons\n      firstMsg\n      inTransitMsg\n      ndrMsg\n      rtoMsg\n    }\n  }\n": typeof types.ShipmentsDocument,
    "\n  query ShipmentCounts {\n    shipmentCounts {\n      new\n      inTransit\n      delivered\n      undelivered\n      rto\n      afterEdd\n      all\n    }\n  }\n": typeof types.ShipmentCountsDocument,
    "\n  query PriceListProducts($first: Int!, $skip: Int!) {\n    products(first: $first, skip: $skip) {\n      id\n      productName\n      purchaseCost\n      img\n      forSale\n    }\n  }\n": typeof types.PriceListProductsDocument,
    "\n  mutation AddProductForSale($data: ProductInput!) {\n    createProduct(data: $data) {\n      id\n      productName\n    }\n  }\n": typeof types.AddProductForSaleDocument,
    "\n  mutation CreateProduct($data: ProductInput!) {\n    createProduct(data: $data) {\n      ...ProductFields\n    }\n  }\n": typeof types.CreateProductDocument,
    "\n  mutation DeleteProduct($where: ProductWhereUniqueInput!) {\n    deleteProduct(where: $where) {\n      id\n      productName\n    }\n  }\n": typeof types.DeleteProductDocument,
    "\n  query ProductListings($where: ProductWhereUniqueInput!) {\n    product(where: $where) {\n      id\n      flipkartListings {\n        skuid\n      }\n      amazonListing {\n        skuid\n      }\n      meeshoListings {\n        skuid\n      }\n      littleKidListings {\n        skuid\n      }\n      trendyHandyListings {\n        skuid\n      }\n    }\n  }\n": typeof types.ProductListingsDocument,
    "\n  query Products($first: Int!, $skip: Int!) {\n    products(first: $first, skip: $skip) {\n      ...ProductFields\n    }\n    productCount\n  }\n": typeof types.ProductsDocument,
    "\n  fragment ProductFields on Product {\n    id\n    productName\n    purchaseCost\n    stock\n    unit\n    gst\n    gstMode\n    hsnCode\n    productImage\n    img\n    searchKeyword\n    amazonKeyword\n    productLength\n    breadth\n    height\n    weight\n    rackNo\n    forSale\n    stage\n    publishedAt\n    updatedAt\n    version\n  }\n": typeof types.ProductFieldsFragmentDoc,
    "\n  mutation PublishProduct($where: ProductWhereUniqueInput!) {\n    publishProduct(where: $where, to: PUBLISHED) {\n      ...ProductFields\n    }\n  }\n": typeof types.PublishProductDocument,
    "\n  mutation UpdateProduct($where: ProductWhereUniqueInput!, $data: ProductInput!) {\n    updateProduct(where: $where, data: $data) {\n      ...ProductFields\n    }\n  }\n": typeof types.UpdateProductDocument,
    "\n  query CourierLogins {\n    courierLogins {\n      key\n      label\n      fields {\n        name\n        label\n        secret\n      }\n      set\n      updatedAt\n      updatedByName\n    }\n  }\n": typeof types.CourierLoginsDocument,
    "\n  mutation SetCourierLogin($key: String!, $fields: [SecretFieldInput!]!) {\n    setCourierLogin(key: $key, fields: $fields) {\n      key\n      set\n      updatedAt\n      updatedByName\n    }\n  }\n": typeof types.SetCourierLoginDocument,
    "\n  query GstReturnSettings {\n    gstReturnSettings {\n      b2clThresholds {\n        effectiveFrom\n        rupees\n      }\n      hsnDigits\n      jsonVersion\n      etins {\n        channel\n        etin\n      }\n      tcs {\n        effectiveFrom\n        percent\n        section\n      }\n      tds {\n        effectiveFrom\n        percent\n        section\n      }\n      version\n    }\n  }\n": typeof types.GstReturnSettingsDocument,
    "\n  mutation UpdateGstReturnSettings($data: GstReturnSettingsInput!, $version: Int!) {\n    updateGstReturnSettings(data: $data, version: $version) {\n      version\n    }\n  }\n": typeof types.UpdateGstReturnSettingsDocument,
    "\n  mutation UpdateMessageSettings($data: MessageSettingsInput!, $version: Int!) {\n    updateMessageSettings(data: $data, version: $version) {\n      version\n    }\n  }\n": typeof types.UpdateMessageSettingsDocument,
    "\n  query SettingsReconciliationSettings {\n    reconciliationSettings {\n      ...ReconciliationSettingsFields\n      version\n    }\n  }\n": typeof types.SettingsReconciliationSettingsDocument,
    "\n  mutation UpdateReconciliationSettings($data: ReconciliationSettingsInput!, $version: Int!) {\n    updateReconciliationSettings(data: $data, version: $version) {\n      version\n    }\n  }\n": typeof types.UpdateReconciliationSettingsDocument,
    "\n  mutation SaveSellerProfile($data: SellerProfileInput!, $version: Int!) {\n    updateSellerProfile(data: $data, version: $version) {\n      version\n    }\n  }\n": typeof types.SaveSellerProfileDocument,
    "\n  query FeeSchedules {\n    feeSchedules {\n      channel\n      label\n      fields\n      version\n      versions {\n        effectiveFrom\n        feeGstPercent\n        collectionFlatAbove\n        referralGstPercent\n        closingFeeBands {\n          upTo\n          fee\n        }\n      }\n    }\n  }\n": typeof types.FeeSchedulesDocument,
    "\n  query GstRules {\n    gstRules {\n      version\n      rules {\n        hsnPrefix\n        effectiveFrom\n        ratePercent\n        band {\n          thresholdRupees\n          ratePercentAbove\n        }\n        note\n      }\n    }\n  }\n": typeof types.GstRulesDocument,
    "\n  mutation UpdateFeeSchedule($channel: String!, $versions: [FeeScheduleVersionInput!]!, $version: Int!) {\n    updateFeeSchedule(channel: $channel, versions: $versions, version: $version) {\n      channel\n      version\n    }\n  }\n": typeof types.UpdateFeeScheduleDocument,
    "\n  mutation UpdateGstRules($rules: [GstRuleInput!]!, $version: Int!) {\n    updateGstRules(rules: $rules, version: $version) {\n      version\n    }\n  }\n": typeof types.UpdateGstRulesDocument,
    "\n  query ShipmentCostSettings {\n    shipmentCostSettings {\n      productCosts {\n        keyword\n        unitCost\n      }\n      version\n    }\n  }\n": typeof types.ShipmentCostSettingsDocument,
    "\n  mutation UpdateShipmentCostSettings($productCosts: [ShipmentCostRuleInput!]!, $version: Int!) {\n    updateShipmentCostSettings(productCosts: $productCosts, version: $version) {\n      version\n    }\n  }\n": typeof types.UpdateShipmentCostSettingsDocument,
    "\n  mutation CreateUser($username: String!, $password: String!, $role: Role!) {\n    createUser(data: { username: $username, password: $password, role: $role }) {\n      ...UserFields\n    }\n  }\n": typeof types.CreateUserDocument,
    "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(where: { id: $id }) {\n      ...UserFields\n    }\n  }\n": typeof types.DeleteUserDocument,
    "\n  query Users {\n    users {\n      ...UserFields\n    }\n  }\n": typeof types.UsersDocument,
    "\n  mutation UpdateUser($id: ID!, $data: UserUpdateInput!) {\n    updateUser(where: { id: $id }, data: $data) {\n      ...UserFields\n    }\n  }\n": typeof types.UpdateUserDocument,
    "\n  fragment UserFields on User {\n    id\n    username\n    role\n    disabled\n    createdAt\n  }\n": typeof types.UserFieldsFragmentDoc,
    "\n  query MessageSettings {\n    messageSettings {\n      templates {\n        firstOrder\n        inTransit\n        rto\n        ndr\n        callScript\n      }\n      deliveryPromise\n      eddDays\n      unboxingVideoLink\n      shopLinks\n      returnDiscountRupees\n      couponRules {\n        keyword\n        code\n      }\n      trackingLinks {\n        ithink\n        shiprocket\n      }\n      version\n    }\n  }\n": typeof types.MessageSettingsDocument,
    "\n  query PricingGstRules {\n    gstRules {\n      rules {\n        hsnPrefix\n        effectiveFrom\n        ratePercent\n        band {\n          thresholdRupees\n          ratePercentAbove\n        }\n        note\n      }\n    }\n  }\n": typeof types.PricingGstRulesDocument,
    "\n  query PricingFeeSchedules {\n    feeSchedules {\n      channel\n      versions {\n        effectiveFrom\n        feeGstPercent\n        collectionFlatAbove\n        referralGstPercent\n        closingFeeBands {\n          upTo\n          fee\n        }\n      }\n    }\n  }\n": typeof types.PricingFeeSchedulesDocument,
    "\n  fragment ReconciliationSettingsFields on ReconciliationSettings {\n    toleranceRupees\n    claimAfterDays\n    paymentCycleDays {\n      flipkart\n      amazon\n      meesho\n      littleKid\n      trendyHandy\n    }\n    claimWindowDays {\n      flipkart\n      amazon\n      meesho\n      littleKid\n      trendyHandy\n    }\n  }\n": typeof types.ReconciliationSettingsFieldsFragmentDoc,
    "\n  mutation SaveReturnFollowUp($billDate: String!, $data: BillInput!) {\n    updateBill(where: { billDate: $billDate }, data: $data) {\n      id\n    }\n  }\n": typeof types.SaveReturnFollowUpDocument,
    "\n  query SellerProfile {\n    sellerProfile {\n      businessName\n      address\n      stateCode\n      gstin\n      pan\n      phone\n      email\n      bankName\n      bankAccountName\n      bankAccountNumber\n      bankIfsc\n      logo\n      logoWidth\n      financialYearStartMonth\n      documentDefaults {\n        kind\n        notes\n        term\n      }\n      version\n    }\n  }\n": typeof types.SellerProfileDocument,
    "\n  mutation ClaimShipmentMessage($id: ID!, $tab: ShipmentTab!) {\n    claimShipmentMessage(id: $id, tab: $tab) {\n      claimed\n      shipment {\n        id\n        firstMsg\n        inTransitMsg\n        ndrMsg\n        rtoMsg\n      }\n    }\n  }\n": typeof types.ClaimShipmentMessageDocument,
    "\n  query MessageScreenShipments($tab: ShipmentTab!, $first: Int!) {\n    shipmentCounts {\n      new\n      inTransit\n      undelivered\n      rto\n      all\n    }\n    shipments(tab: $tab, first: $first, skip: 0) {\n      id\n      courier\n      channel\n      orderId\n      status\n      productName\n      sku\n      quantity\n      customerName\n      email\n      mobile\n      address\n      paymentMethod\n      orderTotal\n      courierCompany\n      awb\n      edd\n      ndrAttempts\n      ndrReasons\n      firstMsg\n      inTransitMsg\n      ndrMsg\n      rtoMsg\n    }\n  }\n": typeof types.MessageScreenShipmentsDocument,
    "\n  query Job($id: ID!) {\n    job(id: $id) {\n      id\n      kind\n      state\n      progress {\n        done\n        total\n        fraction\n      }\n      result\n      error {\n        code\n        message\n        field\n        row\n      }\n      finishedAt\n    }\n  }\n": typeof types.JobDocument,
};
const documents: Documents = {
    "\n  query Branding {\n    sellerProfile {\n      businessName\n      logo\n    }\n  }\n": types.BrandingDocument,
    "\n  mutation SaveInvoice($kind: InvoiceKind!, $data: InvoiceDocumentInput!) {\n    saveInvoice(kind: $kind, data: $data) {\n      id\n      kind\n      invoiceNumber\n      billDate\n      subtotal\n      taxTotal\n      total\n      amountInWords\n      pdfUrl\n    }\n  }\n": types.SaveInvoiceDocument,
    "\n  query Invoices($where: InvoiceWhereInput, $first: Int, $skip: Int) {\n    invoiceCount(where: $where)\n    invoices(where: $where, first: $first, skip: $skip) {\n      id\n      kind\n      invoiceNumber\n      billDate\n      clientName\n      clientGstin\n      placeOfSupply\n      subtotal\n      taxTotal\n      total\n      pdfUrl\n      cancelled\n      cancelReason\n      credited\n      createdBy\n      document {\n        againstInvoiceNumber\n        supplierBillNumber\n      }\n    }\n  }\n": types.InvoicesDocument,
    "\n  mutation CancelInvoice($id: ID!, $reason: String!) {\n    cancelInvoice(where: { id: $id }, reason: $reason) {\n      id\n      cancelled\n    }\n  }\n": types.CancelInvoiceDocument,
    "\n  query DocumentsIssued($from: String!, $to: String!) {\n    documentsIssued(from: $from, to: $to) {\n      kind\n      label\n      firstNumber\n      lastNumber\n      total\n      cancelled\n    }\n  }\n": types.DocumentsIssuedDocument,
    "\n  query BillingProducts($first: Int!, $skip: Int!) {\n    products(first: $first, skip: $skip) {\n      id\n      productName\n      gst\n      hsnCode\n      purchaseCost\n      unit\n    }\n  }\n": types.BillingProductsDocument,
    "\n  query CreditNoteInvoice($id: ID!) {\n    invoice(where: { id: $id }) {\n      id\n      kind\n      invoiceNumber\n      billDate\n      total\n      credited\n      returnedQuantities\n      creditedCharges {\n        courier\n        packingTransportation\n      }\n      cancelled\n      placeOfSupply\n      document {\n        clientName\n        clientAddress\n        gst\n        contact\n        courier\n        packingTransportation\n        chargesGstIncluded\n        logo\n        logoWidth\n        productLines {\n          description\n          quantity\n          unit\n          rate\n          hsnCode\n          gst\n          productId\n        }\n      }\n    }\n  }\n": types.CreditNoteInvoiceDocument,
    "\n    query BulkFlipkartListingPrices($first: Int!, $skip: Int!) {\n      listings: flipkartListings(first: $first, skip: $skip) {\n        skuid\n        listingPrice\n        hsnCode\n        gst\n        profit\n        afterPurchaseCostDeduct\n        products {\n          gst\n        }\n      }\n    }\n  ": types.BulkFlipkartListingPricesDocument,
    "\n    query BulkAmazonListingPrices($first: Int!, $skip: Int!) {\n      listings: amazonListings(first: $first, skip: $skip) {\n        skuid\n        listingPrice\n        hsnCode\n        gst\n        profit\n        afterPurchaseCostDeduct\n        products {\n          gst\n        }\n      }\n    }\n  ": types.BulkAmazonListingPricesDocument,
    "\n    query BulkMeeshoListingPrices($first: Int!, $skip: Int!) {\n      listings: meeshoListings(first: $first, skip: $skip) {\n        skuid\n        listingPrice\n        hsnCode\n        gst\n        profit\n        afterPurchaseCostDeduct\n        products {\n          gst\n        }\n      }\n    }\n  ": types.BulkMeeshoListingPricesDocument,
    "\n    query BulkTrendyHandyListingPrices($first: Int!, $skip: Int!) {\n      listings: trendyHandyListings(first: $first, skip: $skip) {\n        skuid\n        listingPrice\n      }\n    }\n  ": types.BulkTrendyHandyListingPricesDocument,
    "\n  mutation CreateManyFlipkartListings($data: [FlipkartListingBulkInput!]!) {\n    createManyFlipkartListings(data: $data) {\n      row\n      ok\n      id\n      error {\n        field\n        message\n      }\n    }\n  }\n": types.CreateManyFlipkartListingsDocument,
    "\n  mutation UpdateManyFlipkartListings($data: [FlipkartListingUpdateManyInput!]!) {\n    updateManyFlipkartListings(data: $data) {\n      row\n      ok\n      id\n      error {\n        field\n        message\n      }\n    }\n  }\n": types.UpdateManyFlipkartListingsDocument,
    "\n  mutation CreateManyAmazonListings($data: [AmazonListingBulkInput!]!) {\n    createManyAmazonListings(data: $data) {\n      row\n      ok\n      id\n      error {\n        field\n        message\n      }\n    }\n  }\n": types.CreateManyAmazonListingsDocument,
    "\n  mutation UpdateManyAmazonListings($data: [AmazonListingUpdateManyInput!]!) {\n    updateManyAmazonListings(data: $data) {\n      row\n      ok\n      id\n      error {\n        field\n        message\n      }\n    }\n  }\n": types.UpdateManyAmazonListingsDocument,
    "\n  mutation CreateManyMeeshoListings($data: [MeeshoListingBulkInput!]!) {\n    createManyMeeshoListings(data: $data) {\n      row\n      ok\n      id\n      error {\n        field\n        message\n      }\n    }\n  }\n": types.CreateManyMeeshoListingsDocument,
    "\n  mutation UpdateManyMeeshoListings($data: [MeeshoListingUpdateManyInput!]!) {\n    updateManyMeeshoListings(data: $data) {\n      row\n      ok\n      id\n      error {\n        field\n        message\n      }\n    }\n  }\n": types.UpdateManyMeeshoListingsDocument,
    "\n    query BulkProductNames($first: Int!, $skip: Int!) {\n      names: products(first: $first, skip: $skip) {\n        name: productName\n      }\n    }\n  ": types.BulkProductNamesDocument,
    "\n    query BulkFlipkartCategoryNames($first: Int!, $skip: Int!) {\n      names: flipkartProductCategories(first: $first, skip: $skip) {\n        name\n      }\n    }\n  ": types.BulkFlipkartCategoryNamesDocument,
    "\n    query BulkAmazonCategoryNames($first: Int!, $skip: Int!) {\n      names: amazonProductCategories(first: $first, skip: $skip) {\n        name\n      }\n    }\n  ": types.BulkAmazonCategoryNamesDocument,
    "\n  query BulkStoredProducts($first: Int!, $skip: Int!) {\n    products(first: $first, skip: $skip) {\n      productName\n      gst\n      gstMode\n      hsnCode\n    }\n  }\n": types.BulkStoredProductsDocument,
    "\n  mutation CreateManyProducts($data: [ProductInput!]!) {\n    createManyProducts(data: $data) {\n      row\n      ok\n      id\n      error {\n        field\n        message\n      }\n    }\n  }\n": types.CreateManyProductsDocument,
    "\n  mutation UpdateManyProducts($data: [ProductUpdateManyInput!]!) {\n    updateManyProducts(data: $data) {\n      row\n      ok\n      id\n      error {\n        field\n        message\n      }\n    }\n  }\n": types.UpdateManyProductsDocument,
    "\n  query BillOrdersPage($where: BillOrderWhereInput!, $first: Int!, $skip: Int!) {\n    billOrders(where: $where, first: $first, skip: $skip) {\n      id\n      orderedOn\n      orderId\n      sku\n      quantity\n      invoiceAmount\n      purchaseCost\n      marketplaceFee\n      profit\n      saleType\n      shipToName\n      city\n      trackingID\n      flipkartsetlment\n      amazonsetlment\n      meeshosetlment\n      littleKidsetlment\n      trendyHandysetlment\n      return\n      returnType\n      returnDate\n      pysicallyRecieved\n      podRequestTickeetId\n      condition\n      damageDescription\n      claimId\n      claimResult\n      paymentReceived\n      paymentDate\n      amountRecieveFromFlipkart\n      amountRecieveFromAmazon\n      amountRecieveFromMeesho\n      amountRecieveFromLittleKid\n      amountRecieveFromTrendyHandy\n      tcs\n      tds\n      difference\n    }\n    billOrderCount(where: $where)\n  }\n": types.BillOrdersPageDocument,
    "\n  fragment SalesSummaryFields on SalesSummary {\n    key\n    channel\n    orders\n    lines\n    units\n    revenue\n    marketplaceFees\n    settlement\n    purchaseCost\n    tcs\n    tds\n    returns\n    returnedUnits\n    rtoReturns\n    returnCost\n    netProfit\n    returnRate\n    paidLines\n    received\n    expectedPayout\n    difference\n  }\n": types.SalesSummaryFieldsFragmentDoc,
    "\n  query ChannelDashboard($where: SalesWhereInput!, $payment: Boolean!) {\n    salesSummary(where: $where) {\n      ...SalesSummaryFields\n    }\n    salesSeries(where: $where) {\n      bucket\n      points {\n        key\n        revenue\n        netProfit\n      }\n    }\n    awaitingPayment(where: $where) @include(if: $payment) {\n      label\n      lines\n      expected\n    }\n  }\n": types.ChannelDashboardDocument,
    "\n  query SalesOverview($where: SalesWhereInput!) {\n    salesSummary(where: $where) {\n      ...SalesSummaryFields\n    }\n    salesByChannel(where: $where) {\n      ...SalesSummaryFields\n    }\n    salesSeries(where: $where, perChannel: true) {\n      bucket\n      points {\n        key\n        channel\n        revenue\n      }\n    }\n  }\n": types.SalesOverviewDocument,
    "\n  query SkuSales(\n    $where: SalesWhereInput!\n    $perChannel: Boolean!\n    $orderBy: SalesSkuOrder!\n    $descending: Boolean!\n    $first: Int!\n    $skip: Int!\n  ) {\n    salesBySku(\n      where: $where\n      perChannel: $perChannel\n      orderBy: $orderBy\n      descending: $descending\n      first: $first\n      skip: $skip\n    ) {\n      ...SalesSummaryFields\n    }\n    salesSkuCount(where: $where, perChannel: $perChannel)\n    salesSummary(where: $where) {\n      ...SalesSummaryFields\n    }\n  }\n": types.SkuSalesDocument,
    "\n  query TopSkus($where: SalesWhereInput!) {\n    byProfit: salesBySku(where: $where, orderBy: NET_PROFIT, descending: true, first: 10) {\n      key\n      netProfit\n      returnedUnits\n    }\n    byLoss: salesBySku(where: $where, orderBy: NET_PROFIT, descending: false, first: 10) {\n      key\n      netProfit\n      returnedUnits\n    }\n    byReturns: salesBySku(where: $where, orderBy: RETURNED_UNITS, descending: true, first: 10) {\n      key\n      netProfit\n      returnedUnits\n    }\n  }\n": types.TopSkusDocument,
    "\n  query BusinessNet($where: BusinessNetWhereInput!) {\n    businessNet(where: $where) {\n      marketplaceNetProfit\n      ownStoreSales\n      creditNotes\n      purchases\n      expenses\n      net\n      documents\n    }\n  }\n": types.BusinessNetDocument,
    "\n  query LinePayments($where: OrderLineWhereUniqueInput!) {\n    orderLinePayments(where: $where) {\n      entryKey\n      paymentDate\n      amountReceived\n      reportedSale\n      reportedFees\n      tcs\n      tds\n      recordedAt\n      recordedBy\n    }\n  }\n": types.LinePaymentsDocument,
    "\n  mutation RemoveLinePayment($where: OrderLineWhereUniqueInput!, $entryKey: String!, $reason: String!) {\n    removeOrderLinePayment(where: $where, entryKey: $entryKey, reason: $reason) {\n      id\n    }\n  }\n": types.RemoveLinePaymentDocument,
    "\n  query GstReturn($period: String!) {\n    gstReturn(period: $period) {\n      period\n      label\n      from\n      to\n      gstin\n      channels {\n        channel\n        saleLines\n        sales\n        returnLines\n        returns\n        computedLines\n        noRateLines\n      }\n      documents {\n        kind\n        count\n        cancelled\n        total\n      }\n      missing\n      notStoredCount\n      notStoredValue\n      sections {\n        key\n        title\n        count\n        taxable\n        tax\n        rows {\n          label\n          drill\n          count\n          taxable\n          tax\n          ref {\n            kind\n            id\n            label\n            number\n            billDate\n          }\n        }\n      }\n      documentsIssued {\n        series\n        nature\n        from\n        to\n        total\n        cancelled\n        net\n        drill\n      }\n      checks {\n        code\n        severity\n        message\n        ref {\n          kind\n          id\n          label\n          channel\n          orderId\n          billDate\n          returnDate\n          productId\n          number\n        }\n      }\n      lastExport {\n        at\n        format\n      }\n    }\n  }\n": types.GstReturnDocument,
    "\n  query GstLines($period: String!, $drill: String!, $first: Int!, $skip: Int!) {\n    gstLines(period: $period, drill: $drill, first: $first, skip: $skip) {\n      total\n      lines {\n        id\n        channel\n        orderId\n        sku\n        event\n        date\n        billDate\n        state\n        rate\n        hsn\n        quantity\n        amount\n        invoiceNo\n      }\n      documents {\n        documentId\n        kind\n        number\n        date\n        line\n        description\n        hsn\n        rate\n        quantity\n        taxable\n      }\n      issued {\n        documentId\n        kind\n        number\n        date\n        amount\n        cancelled\n      }\n      issuedTotal\n    }\n  }\n": types.GstLinesDocument,
    "\n  query GstWithholding($period: String!) {\n    gstWithholding(period: $period) {\n      channel\n      month\n      etin\n      taxable\n      creditedBy\n      creditedAt\n      tcs {\n        section\n        rates\n        expected\n        withheld\n        credited\n        withheldLessExpected\n        creditedLessWithheld\n      }\n      tds {\n        section\n        rates\n        expected\n        withheld\n        credited\n        withheldLessExpected\n        creditedLessWithheld\n      }\n    }\n  }\n": types.GstWithholdingDocument,
    "\n  mutation SetGstWithholdingCredit(\n    $channel: MarketplaceChannel!\n    $month: String!\n    $tcsCredited: Float\n    $tdsCredited: Float\n  ) {\n    setGstWithholdingCredit(\n      channel: $channel\n      month: $month\n      tcsCredited: $tcsCredited\n      tdsCredited: $tdsCredited\n    ) {\n      channel\n      month\n    }\n  }\n": types.SetGstWithholdingCreditDocument,
    "\n  query AuditLog($where: AuditLogWhere, $first: Int, $after: String) {\n    auditLog(where: $where, first: $first, after: $after) {\n      entries {\n        id\n        at\n        userId\n        who\n        entity\n        entityLabel\n        entityId\n        recordName\n        action\n        actionLabel\n        changes {\n          field\n          label\n          before\n          after\n        }\n      }\n      nextCursor\n      recordName\n    }\n  }\n": types.AuditLogDocument,
    "\n  query HistoryUsers {\n    users {\n      id\n      username\n    }\n  }\n": types.HistoryUsersDocument,
    "\n  query ImpLinks {\n    impLinks {\n      id\n      title\n      url\n      group\n      position\n    }\n  }\n": types.ImpLinksDocument,
    "\n  mutation CreateImpLink($data: ImpLinkInput!) {\n    createImpLink(data: $data) {\n      id\n    }\n  }\n": types.CreateImpLinkDocument,
    "\n  mutation UpdateImpLink($id: ID!, $data: ImpLinkInput!) {\n    updateImpLink(id: $id, data: $data) {\n      id\n    }\n  }\n": types.UpdateImpLinkDocument,
    "\n  mutation DeleteImpLink($id: ID!) {\n    deleteImpLink(id: $id) {\n      id\n    }\n  }\n": types.DeleteImpLinkDocument,
    "\n  mutation ReorderImpLinks($ids: [ID!]!) {\n    reorderImpLinks(ids: $ids) {\n      id\n    }\n  }\n": types.ReorderImpLinksDocument,
    "\n    query FlipkartRackListings($first: Int!, $skip: Int!) {\n      listings: flipkartListings(first: $first, skip: $skip) {\n        skuid\n        img\n        productName\n        rackNo\n        gst\n        hsnCode\n        products {\n          productImage\n          gst\n        }\n      }\n    }\n  ": types.FlipkartRackListingsDocument,
    "\n    query AmazonRackListings($first: Int!, $skip: Int!) {\n      listings: amazonListings(first: $first, skip: $skip) {\n        skuid\n        img\n        productName\n        rackNo\n        gst\n        hsnCode\n        products {\n          productImage\n          gst\n        }\n      }\n    }\n  ": types.AmazonRackListingsDocument,
    "\n    query MeeshoRackListings($first: Int!, $skip: Int!) {\n      listings: meeshoListings(first: $first, skip: $skip) {\n        skuid\n        img\n        productName\n        rackNo\n        gst\n        hsnCode\n        products {\n          productImage\n          gst\n        }\n      }\n    }\n  ": types.MeeshoRackListingsDocument,
    "\n    fragment FlipkartProductCategoryFields on FlipkartProductCategory {\n      id\n      name\n      commissionPercent {\n        from\n        to\n        precent\n      }\n      fixedFeePercent {\n        from\n        to\n        precent\n      }\n      collectionFeePercent {\n        from\n        to\n        precent\n      }\n      effectiveFrom\n      versions {\n        effectiveFrom\n        commissionPercent {\n          from\n          to\n          precent\n        }\n        fixedFeePercent {\n          from\n          to\n          precent\n        }\n        collectionFeePercent {\n          from\n          to\n          precent\n        }\n      }\n      listingCount\n      version\n    }\n  ": types.FlipkartProductCategoryFieldsFragmentDoc,
    "\n    fragment AmazonProductCategoryFields on AmazonProductCategory {\n      id\n      name\n      referalFeePercent {\n        from\n        to\n        precent\n      }\n      effectiveFrom\n      versions {\n        effectiveFrom\n        referalFeePercent {\n          from\n          to\n          precent\n        }\n      }\n      listingCount\n      version\n    }\n  ": types.AmazonProductCategoryFieldsFragmentDoc,
    "\n  query CategoryOrderLinesFrom($where: CategoryWhereUniqueInput!, $from: Date!) {\n    count: categoryOrderLinesFrom(where: $where, from: $from)\n  }\n": types.CategoryOrderLinesFromDocument,
    "\n    mutation CreateFlipkartProductCategory($data: FlipkartProductCategoryInput!) {\n      category: createFlipkartProductCategory(data: $data) {\n        ...FlipkartProductCategoryFields\n      }\n    }\n  ": types.CreateFlipkartProductCategoryDocument,
    "\n    mutation CreateAmazonProductCategory($data: AmazonProductCategoryInput!) {\n      category: createAmazonProductCategory(data: $data) {\n        ...AmazonProductCategoryFields\n      }\n    }\n  ": types.CreateAmazonProductCategoryDocument,
    "\n    mutation CreateFlipkartListing($data: FlipkartListingInput!) {\n      listing: createFlipkartListing(data: $data) {\n        ...FlipkartListingFields\n      }\n    }\n  ": types.CreateFlipkartListingDocument,
    "\n    mutation CreateAmazonListing($data: AmazonListingInput!) {\n      listing: createAmazonListing(data: $data) {\n        ...AmazonListingFields\n      }\n    }\n  ": types.CreateAmazonListingDocument,
    "\n    mutation CreateMeeshoListing($data: MeeshoListingInput!) {\n      listing: createMeeshoListing(data: $data) {\n        ...MeeshoListingFields\n      }\n    }\n  ": types.CreateMeeshoListingDocument,
    "\n    mutation CreateLittleKidListing($data: LittleKidListingInput!) {\n      listing: createLittleKidListing(data: $data) {\n        ...LittleKidListingFields\n      }\n    }\n  ": types.CreateLittleKidListingDocument,
    "\n    mutation CreateTrendyHandyListing($data: TrendyHandyListingInput!) {\n      listing: createTrendyHandyListing(data: $data) {\n        ...TrendyHandyListingFields\n      }\n    }\n  ": types.CreateTrendyHandyListingDocument,
    "\n    mutation DeleteFlipkartProductCategoryVersion(\n      $where: CategoryWhereUniqueInput!\n      $effectiveFrom: Date!\n      $version: Int\n    ) {\n      category: deleteFlipkartProductCategoryVersion(\n        where: $where\n        effectiveFrom: $effectiveFrom\n        version: $version\n      ) {\n        ...FlipkartProductCategoryFields\n      }\n    }\n  ": types.DeleteFlipkartProductCategoryVersionDocument,
    "\n    mutation DeleteAmazonProductCategoryVersion(\n      $where: CategoryWhereUniqueInput!\n      $effectiveFrom: Date!\n      $version: Int\n    ) {\n      category: deleteAmazonProductCategoryVersion(\n        where: $where\n        effectiveFrom: $effectiveFrom\n        version: $version\n      ) {\n        ...AmazonProductCategoryFields\n      }\n    }\n  ": types.DeleteAmazonProductCategoryVersionDocument,
    "\n    mutation DeleteFlipkartProductCategory($where: CategoryWhereUniqueInput!) {\n      category: deleteFlipkartProductCategory(where: $where) {\n        id\n        name\n      }\n    }\n  ": types.DeleteFlipkartProductCategoryDocument,
    "\n    mutation DeleteAmazonProductCategory($where: CategoryWhereUniqueInput!) {\n      category: deleteAmazonProductCategory(where: $where) {\n        id\n        name\n      }\n    }\n  ": types.DeleteAmazonProductCategoryDocument,
    "\n    mutation DeleteFlipkartListing($where: CategoryWhereUniqueInput!) {\n      listing: deleteFlipkartListing(where: $where) {\n        id\n        skuid\n      }\n    }\n  ": types.DeleteFlipkartListingDocument,
    "\n    mutation DeleteAmazonListing($where: CategoryWhereUniqueInput!) {\n      listing: deleteAmazonListing(where: $where) {\n        id\n        skuid\n      }\n    }\n  ": types.DeleteAmazonListingDocument,
    "\n    mutation DeleteMeeshoListing($where: CategoryWhereUniqueInput!) {\n      listing: deleteMeeshoListing(where: $where) {\n        id\n        skuid\n      }\n    }\n  ": types.DeleteMeeshoListingDocument,
    "\n    mutation DeleteLittleKidListing($where: CategoryWhereUniqueInput!) {\n      listing: deleteLittleKidListing(where: $where) {\n        id\n        skuid\n      }\n    }\n  ": types.DeleteLittleKidListingDocument,
    "\n    mutation DeleteTrendyHandyListing($where: CategoryWhereUniqueInput!) {\n      listing: deleteTrendyHandyListing(where: $where) {\n        id\n        skuid\n      }\n    }\n  ": types.DeleteTrendyHandyListingDocument,
    "\n    mutation DeleteManyFlipkartListings($ids: [ID!]!) {\n      results: deleteManyFlipkartListings(ids: $ids) {\n        id\n        ok\n        message\n      }\n    }\n  ": types.DeleteManyFlipkartListingsDocument,
    "\n    mutation DeleteManyAmazonListings($ids: [ID!]!) {\n      results: deleteManyAmazonListings(ids: $ids) {\n        id\n        ok\n        message\n      }\n    }\n  ": types.DeleteManyAmazonListingsDocument,
    "\n    mutation DeleteManyMeeshoListings($ids: [ID!]!) {\n      results: deleteManyMeeshoListings(ids: $ids) {\n        id\n        ok\n        message\n      }\n    }\n  ": types.DeleteManyMeeshoListingsDocument,
    "\n    mutation DeleteManyLittleKidListings($ids: [ID!]!) {\n      results: deleteManyLittleKidListings(ids: $ids) {\n        id\n        ok\n        message\n      }\n    }\n  ": types.DeleteManyLittleKidListingsDocument,
    "\n    mutation DeleteManyTrendyHandyListings($ids: [ID!]!) {\n      results: deleteManyTrendyHandyListings(ids: $ids) {\n        id\n        ok\n        message\n      }\n    }\n  ": types.DeleteManyTrendyHandyListingsDocument,
    "\n    query FlipkartProductCategories($first: Int!, $skip: Int!) {\n      categories: flipkartProductCategories(first: $first, skip: $skip) {\n        ...FlipkartProductCategoryFields\n      }\n    }\n  ": types.FlipkartProductCategoriesDocument,
    "\n    query AmazonProductCategories($first: Int!, $skip: Int!) {\n      categories: amazonProductCategories(first: $first, skip: $skip) {\n        ...AmazonProductCategoryFields\n      }\n    }\n  ": types.AmazonProductCategoriesDocument,
    "\n  fragment ListingProductFields on Product {\n    id\n    productName\n    purchaseCost\n    gst\n    gstMode\n    hsnCode\n    img\n    productLength\n    breadth\n    height\n    weight\n  }\n": types.ListingProductFieldsFragmentDoc,
    "\n  query ListingProducts($first: Int!, $skip: Int!) {\n    products(first: $first, skip: $skip) {\n      ...ListingProductFields\n    }\n    productCount\n  }\n": types.ListingProductsDocument,
    "\n    query FlipkartListings($first: Int!, $skip: Int!) {\n      listings: flipkartListings(first: $first, skip: $skip) {\n        ...FlipkartListingFields\n      }\n      count: flipkartListingCount\n    }\n  ": types.FlipkartListingsDocument,
    "\n    query AmazonListings($first: Int!, $skip: Int!) {\n      listings: amazonListings(first: $first, skip: $skip) {\n        ...AmazonListingFields\n      }\n      count: amazonListingCount\n    }\n  ": types.AmazonListingsDocument,
    "\n    query MeeshoListings($first: Int!, $skip: Int!) {\n      listings: meeshoListings(first: $first, skip: $skip) {\n        ...MeeshoListingFields\n      }\n      count: meeshoListingCount\n    }\n  ": types.MeeshoListingsDocument,
    "\n    query LittleKidListings($first: Int!, $skip: Int!) {\n      listings: littleKidListings(first: $first, skip: $skip) {\n        ...LittleKidListingFields\n      }\n      count: littleKidListingCount\n    }\n  ": types.LittleKidListingsDocument,
    "\n    query TrendyHandyListings($first: Int!, $skip: Int!) {\n      listings: trendyHandyListings(first: $first, skip: $skip) {\n        ...TrendyHandyListingFields\n      }\n      count: trendyHandyListingCount\n    }\n  ": types.TrendyHandyListingsDocument,
    "\n    fragment FlipkartListingFields on FlipkartListing {\n      id\n      sno\n      skuid\n      listingPrice\n      profit\n      packing\n      advertisingCost\n      returnCost\n      discount\n      productLength\n      breadth\n      height\n      weight\n      shippingFee\n      products {\n        id\n        productName\n      }\n      category: flipkartProductCategory {\n        id\n        name\n      }\n      purchaseCost\n      lossProfit\n      priceShouldBe\n      priceCellClass\n      dimensions {\n        productLength\n        breadth\n        height\n        weight\n      }\n      settlementLines {\n        label\n        value\n      }\n      problems {\n        field\n        message\n      }\n      img\n      productName\n      live\n      version\n    }\n  ": types.FlipkartListingFieldsFragmentDoc,
    "\n    fragment AmazonListingFields on AmazonListing {\n      id\n      sno\n      skuid\n      listingPrice\n      profit\n      packing\n      advertisingCost\n      returnCost\n      discount\n      productLength\n      breadth\n      height\n      weight\n      shippingFee\n      products {\n        id\n        productName\n      }\n      category: amazonProductCategory {\n        id\n        name\n      }\n      purchaseCost\n      lossProfit\n      priceShouldBe\n      priceCellClass\n      dimensions {\n        productLength\n        breadth\n        height\n        weight\n      }\n      settlementLines {\n        label\n        value\n      }\n      problems {\n        field\n        message\n      }\n      img\n      productName\n      live\n      version\n    }\n  ": types.AmazonListingFieldsFragmentDoc,
    "\n    fragment MeeshoListingFields on MeeshoListing {\n      id\n      sno\n      skuid\n      listingPrice\n      profit\n      packing\n      advertisingCost\n      returnCost\n      discount\n      productLength\n      breadth\n      height\n      weight\n      products {\n        id\n        productName\n      }\n      purchaseCost\n      lossProfit\n      priceShouldBe\n      priceCellClass\n      dimensions {\n        productLength\n        breadth\n        height\n        weight\n      }\n      settlementLines {\n        label\n        value\n      }\n      problems {\n        field\n        message\n      }\n      img\n      productName\n      live\n      version\n    }\n  ": types.MeeshoListingFieldsFragmentDoc,
    "\n    fragment LittleKidListingFields on LittleKidListing {\n      id\n      sno\n      skuid\n      listingPrice\n      profit\n      packing\n      advertisingCost\n      returnCost\n      discount\n      productLength\n      breadth\n      height\n      weight\n      shippingFee\n      products {\n        id\n        productName\n      }\n      purchaseCost\n      lossProfit\n      priceShouldBe\n      priceCellClass\n      dimensions {\n        productLength\n        breadth\n        height\n        weight\n      }\n      settlementLines {\n        label\n        value\n      }\n      problems {\n        field\n        message\n      }\n      img\n      productName\n      live\n      version\n    }\n  ": types.LittleKidListingFieldsFragmentDoc,
    "\n    fragment TrendyHandyListingFields on TrendyHandyListing {\n      id\n      sno\n      skuid\n      listingPrice\n      profit\n      packing\n      advertisingCost\n      returnCost\n      discount\n      productLength\n      breadth\n      height\n      weight\n      shippingFee\n      products {\n        id\n        productName\n      }\n      purchaseCost\n      lossProfit\n      priceShouldBe\n      priceCellClass\n      dimensions {\n        productLength\n        breadth\n        height\n        weight\n      }\n      settlementLines {\n        label\n        value\n      }\n      problems {\n        field\n        message\n      }\n      img\n      productName\n      live\n      version\n    }\n  ": types.TrendyHandyListingFieldsFragmentDoc,
    "\n    mutation PublishFlipkartProductCategory($where: CategoryWhereUniqueInput!) {\n      category: publishFlipkartProductCategory(where: $where, to: PUBLISHED) {\n        ...FlipkartProductCategoryFields\n      }\n    }\n  ": types.PublishFlipkartProductCategoryDocument,
    "\n    mutation PublishAmazonProductCategory($where: CategoryWhereUniqueInput!) {\n      category: publishAmazonProductCategory(where: $where, to: PUBLISHED) {\n        ...AmazonProductCategoryFields\n      }\n    }\n  ": types.PublishAmazonProductCategoryDocument,
    "\n    mutation PublishFlipkartListing($where: CategoryWhereUniqueInput!) {\n      listing: publishFlipkartListing(where: $where, to: PUBLISHED) {\n        ...FlipkartListingFields\n      }\n    }\n  ": types.PublishFlipkartListingDocument,
    "\n    mutation PublishAmazonListing($where: CategoryWhereUniqueInput!) {\n      listing: publishAmazonListing(where: $where, to: PUBLISHED) {\n        ...AmazonListingFields\n      }\n    }\n  ": types.PublishAmazonListingDocument,
    "\n    mutation PublishMeeshoListing($where: CategoryWhereUniqueInput!) {\n      listing: publishMeeshoListing(where: $where, to: PUBLISHED) {\n        ...MeeshoListingFields\n      }\n    }\n  ": types.PublishMeeshoListingDocument,
    "\n    mutation PublishLittleKidListing($where: CategoryWhereUniqueInput!) {\n      listing: publishLittleKidListing(where: $where, to: PUBLISHED) {\n        ...LittleKidListingFields\n      }\n    }\n  ": types.PublishLittleKidListingDocument,
    "\n    mutation PublishTrendyHandyListing($where: CategoryWhereUniqueInput!) {\n      listing: publishTrendyHandyListing(where: $where, to: PUBLISHED) {\n        ...TrendyHandyListingFields\n      }\n    }\n  ": types.PublishTrendyHandyListingDocument,
    "\n    mutation UpdateFlipkartProductCategory(\n      $where: CategoryWhereUniqueInput!\n      $data: FlipkartProductCategoryInput!\n    ) {\n      category: updateFlipkartProductCategory(where: $where, data: $data) {\n        ...FlipkartProductCategoryFields\n      }\n    }\n  ": types.UpdateFlipkartProductCategoryDocument,
    "\n    mutation UpdateAmazonProductCategory(\n      $where: CategoryWhereUniqueInput!\n      $data: AmazonProductCategoryInput!\n    ) {\n      category: updateAmazonProductCategory(where: $where, data: $data) {\n        ...AmazonProductCategoryFields\n      }\n    }\n  ": types.UpdateAmazonProductCategoryDocument,
    "\n    mutation UpdateFlipkartListing($where: ListingWhereUniqueInput!, $data: FlipkartListingInput!) {\n      listing: updateFlipkartListing(where: $where, data: $data) {\n        ...FlipkartListingFields\n      }\n    }\n  ": types.UpdateFlipkartListingDocument,
    "\n    mutation UpdateAmazonListing($where: ListingWhereUniqueInput!, $data: AmazonListingInput!) {\n      listing: updateAmazonListing(where: $where, data: $data) {\n        ...AmazonListingFields\n      }\n    }\n  ": types.UpdateAmazonListingDocument,
    "\n    mutation UpdateMeeshoListing($where: ListingWhereUniqueInput!, $data: MeeshoListingInput!) {\n      listing: updateMeeshoListing(where: $where, data: $data) {\n        ...MeeshoListingFields\n      }\n    }\n  ": types.UpdateMeeshoListingDocument,
    "\n    mutation UpdateLittleKidListing($where: ListingWhereUniqueInput!, $data: LittleKidListingInput!) {\n      listing: updateLittleKidListing(where: $where, data: $data) {\n        ...LittleKidListingFields\n      }\n    }\n  ": types.UpdateLittleKidListingDocument,
    "\n    mutation UpdateTrendyHandyListing($where: ListingWhereUniqueInput!, $data: TrendyHandyListingInput!) {\n      listing: updateTrendyHandyListing(where: $where, data: $data) {\n        ...TrendyHandyListingFields\n      }\n    }\n  ": types.UpdateTrendyHandyListingDocument,
    "\n  mutation UpdateBillFromGrid($billDate: String!, $data: BillInput!) {\n    updateBill(where: { billDate: $billDate }, data: $data) {\n      id\n    }\n  }\n": types.UpdateBillFromGridDocument,
    "\n  fragment AcceptedDifferenceFields on AcceptedDifference {\n    difference\n    reason\n    acceptedAt\n    acceptedBy\n  }\n": types.AcceptedDifferenceFieldsFragmentDoc,
    "\n  query ReconciliationQueues(\n    $channel: MarketplaceChannel!\n    $first: Int!\n    $differencesSkip: Int!\n    $acceptedSkip: Int!\n    $overdueSkip: Int!\n    $claimsSkip: Int!\n  ) {\n    reconciliation(channel: $channel) {\n      settlementDifferences(first: $first, skip: $differencesSkip) {\n        orderId\n        sku\n        billDate\n        paymentDate\n        expectedSettlement\n        tcs\n        tds\n        expectedPayout\n        received\n        difference\n        reason\n        accepted {\n          ...AcceptedDifferenceFields\n        }\n      }\n      settlementDifferenceCount\n      acceptedDifferences(first: $first, skip: $acceptedSkip) {\n        orderId\n        sku\n        billDate\n        difference\n        accepted {\n          ...AcceptedDifferenceFields\n        }\n      }\n      acceptedDifferenceCount\n      overduePayments(first: $first, skip: $overdueSkip) {\n        orderId\n        sku\n        billDate\n        dueDate\n        daysOverdue\n        expectedSettlement\n      }\n      overduePaymentCount\n      returnClaims(first: $first, skip: $claimsSkip) {\n        orderId\n        sku\n        billDate\n        returnDate\n        returnType\n        claimDeadline\n        daysLeft\n        podRequestTickeetId\n        condition\n        damageDescription\n        claimId\n        claimResult\n      }\n      returnClaimCount\n      settings {\n        ...ReconciliationSettingsFields\n      }\n    }\n  }\n": types.ReconciliationQueuesDocument,
    "\n  mutation AcceptPaymentDifference(\n    $where: OrderLineWhereUniqueInput!\n    $difference: Float!\n    $reason: String!\n  ) {\n    acceptPaymentDifference(where: $where, difference: $difference, reason: $reason) {\n      id\n    }\n  }\n": types.AcceptPaymentDifferenceDocument,
    "\n  mutation ReopenPaymentDifference($where: OrderLineWhereUniqueInput!) {\n    reopenPaymentDifference(where: $where) {\n      id\n    }\n  }\n": types.ReopenPaymentDifferenceDocument,
    "\n  query CourierSyncs {\n    courierSyncs {\n      courier\n      startedByName\n      job {\n        id\n        kind\n        createdAt\n        state\n        progress {\n          done\n          total\n          fraction\n        }\n        result\n        error {\n          message\n        }\n        finishedAt\n      }\n    }\n  }\n": types.CourierSyncsDocument,
    "\n  mutation StartCourierSync($which: CourierSyncWhich!) {\n    startCourierSync(which: $which) {\n      jobId\n    }\n  }\n": types.StartCourierSyncDocument,
    "\n  query NdrQueue($withClosed: Boolean!, $first: Int!, $skip: Int!) {\n    ndrQueueCount(withClosed: $withClosed)\n    ndrQueue(withClosed: $withClosed, first: $first, skip: $skip) {\n      id\n      courier\n      channel\n      orderId\n      status\n      productName\n      sku\n      quantity\n      customerName\n      email\n      mobile\n      mobileProblem\n      address\n      pincode\n      paymentMethod\n      orderTotal\n      courierCompany\n      awb\n      edd\n      orderDate\n      latestNdrDate\n      ndrAttempts\n      ndrReasons\n      noAttempt\n      ndrMsg\n      ndrState\n      ndrStateAt\n      ndrStateByName\n      courierTakesNdrRequests\n    }\n  }\n": types.NdrQueueDocument,
    "\n  mutation MoveShipmentNdr($id: ID!, $to: NdrState!) {\n    moveShipmentNdr(id: $id, to: $to) {\n      id\n      ndrState\n    }\n  }\n": types.MoveShipmentNdrDocument,
    "\n  mutation RequestShipmentNdr($id: ID!, $request: NdrRequest!) {\n    requestShipmentNdr(id: $id, request: $request) {\n      sentToCourier\n      shipment {\n        id\n        ndrState\n      }\n    }\n  }\n": types.RequestShipmentNdrDocument,
    "\n  query ShipmentSummary {\n    shipmentSummary {\n      total\n      pastEdd\n      codPending\n      codPendingOrders\n      byStatus {\n        status\n        statusClass\n        count\n      }\n      byChannel {\n        channel\n        count\n      }\n      byCourier {\n        courier\n        courierCompany\n        count\n        delivered\n        rto\n        rtoRatePercent\n      }\n      byPincodePrefix {\n        prefix\n        count\n        delivered\n        rto\n        rtoRatePercent\n      }\n      coverage {\n        flag\n        statusClass\n        total\n        sent\n        sentAll\n      }\n    }\n  }\n": types.ShipmentSummaryDocument,
    "\n  query Shipments($tab: ShipmentTab!, $first: Int!, $skip: Int!) {\n    shipments(tab: $tab, first: $first, skip: $skip) {\n      id\n      courier\n      channel\n      orderId\n      status\n      statusClass\n      productName\n      sku\n      quantity\n      customerName\n      email\n      mobile\n      mobileProblem\n      address\n      pincode\n      paymentMethod\n      orderTotal\n      courierCompany\n      awb\n      edd\n      orderDate\n      ndrAttempts\n      ndrReasons\n      firstMsg\n      inTransitMsg\n      ndrMsg\n      rtoMsg\n    }\n  }\n": types.ShipmentsDocument,
    "\n  query ShipmentCounts {\n    shipmentCounts {\n      new\n      inTransit\n      delivered\n      undelivered\n      rto\n      afterEdd\n      all\n    }\n  }\n": types.ShipmentCountsDocument,
    "\n  query PriceListProducts($first: Int!, $skip: Int!) {\n    products(first: $first, skip: $skip) {\n      id\n      productName\n      purchaseCost\n      img\n      forSale\n    }\n  }\n": types.PriceListProductsDocument,
    "\n  mutation AddProductForSale($data: ProductInput!) {\n    createProduct(data: $data) {\n      id\n      productName\n    }\n  }\n": types.AddProductForSaleDocument,
    "\n  mutation CreateProduct($data: ProductInput!) {\n    createProduct(data: $data) {\n      ...ProductFields\n    }\n  }\n": types.CreateProductDocument,
    "\n  mutation DeleteProduct($where: ProductWhereUniqueInput!) {\n    deleteProduct(where: $where) {\n      id\n      productName\n    }\n  }\n": types.DeleteProductDocument,
    "\n  query ProductListings($where: ProductWhereUniqueInput!) {\n    product(where: $where) {\n      id\n      flipkartListings {\n        skuid\n      }\n      amazonListing {\n        skuid\n      }\n      meeshoListings {\n        skuid\n      }\n      littleKidListings {\n        skuid\n      }\n      trendyHandyListings {\n        skuid\n      }\n    }\n  }\n": types.ProductListingsDocument,
    "\n  query Products($first: Int!, $skip: Int!) {\n    products(first: $first, skip: $skip) {\n      ...ProductFields\n    }\n    productCount\n  }\n": types.ProductsDocument,
    "\n  fragment ProductFields on Product {\n    id\n    productName\n    purchaseCost\n    stock\n    unit\n    gst\n    gstMode\n    hsnCode\n    productImage\n    img\n    searchKeyword\n    amazonKeyword\n    productLength\n    breadth\n    height\n    weight\n    rackNo\n    forSale\n    stage\n    publishedAt\n    updatedAt\n    version\n  }\n": types.ProductFieldsFragmentDoc,
    "\n  mutation PublishProduct($where: ProductWhereUniqueInput!) {\n    publishProduct(where: $where, to: PUBLISHED) {\n      ...ProductFields\n    }\n  }\n": types.PublishProductDocument,
    "\n  mutation UpdateProduct($where: ProductWhereUniqueInput!, $data: ProductInput!) {\n    updateProduct(where: $where, data: $data) {\n      ...ProductFields\n    }\n  }\n": types.UpdateProductDocument,
    "\n  query CourierLogins {\n    courierLogins {\n      key\n      label\n      fields {\n        name\n        label\n        secret\n      }\n      set\n      updatedAt\n      updatedByName\n    }\n  }\n": types.CourierLoginsDocument,
    "\n  mutation SetCourierLogin($key: String!, $fields: [SecretFieldInput!]!) {\n    setCourierLogin(key: $key, fields: $fields) {\n      key\n      set\n      updatedAt\n      updatedByName\n    }\n  }\n": types.SetCourierLoginDocument,
    "\n  query GstReturnSettings {\n    gstReturnSettings {\n      b2clThresholds {\n        effectiveFrom\n        rupees\n      }\n      hsnDigits\n      jsonVersion\n      etins {\n        channel\n        etin\n      }\n      tcs {\n        effectiveFrom\n        percent\n        section\n      }\n      tds {\n        effectiveFrom\n        percent\n        section\n      }\n      version\n    }\n  }\n": types.GstReturnSettingsDocument,
    "\n  mutation UpdateGstReturnSettings($data: GstReturnSettingsInput!, $version: Int!) {\n    updateGstReturnSettings(data: $data, version: $version) {\n      version\n    }\n  }\n": types.UpdateGstReturnSettingsDocument,
    "\n  mutation UpdateMessageSettings($data: MessageSettingsInput!, $version: Int!) {\n    updateMessageSettings(data: $data, version: $version) {\n      version\n    }\n  }\n": types.UpdateMessageSettingsDocument,
    "\n  query SettingsReconciliationSettings {\n    reconciliationSettings {\n      ...ReconciliationSettingsFields\n      version\n    }\n  }\n": types.SettingsReconciliationSettingsDocument,
    "\n  mutation UpdateReconciliationSettings($data: ReconciliationSettingsInput!, $version: Int!) {\n    updateReconciliationSettings(data: $data, version: $version) {\n      version\n    }\n  }\n": types.UpdateReconciliationSettingsDocument,
    "\n  mutation SaveSellerProfile($data: SellerProfileInput!, $version: Int!) {\n    updateSellerProfile(data: $data, version: $version) {\n      version\n    }\n  }\n": types.SaveSellerProfileDocument,
    "\n  query FeeSchedules {\n    feeSchedules {\n      channel\n      label\n      fields\n      version\n      versions {\n        effectiveFrom\n        feeGstPercent\n        collectionFlatAbove\n        referralGstPercent\n        closingFeeBands {\n          upTo\n          fee\n        }\n      }\n    }\n  }\n": types.FeeSchedulesDocument,
    "\n  query GstRules {\n    gstRules {\n      version\n      rules {\n        hsnPrefix\n        effectiveFrom\n        ratePercent\n        band {\n          thresholdRupees\n          ratePercentAbove\n        }\n        note\n      }\n    }\n  }\n": types.GstRulesDocument,
    "\n  mutation UpdateFeeSchedule($channel: String!, $versions: [FeeScheduleVersionInput!]!, $version: Int!) {\n    updateFeeSchedule(channel: $channel, versions: $versions, version: $version) {\n      channel\n      version\n    }\n  }\n": types.UpdateFeeScheduleDocument,
    "\n  mutation UpdateGstRules($rules: [GstRuleInput!]!, $version: Int!) {\n    updateGstRules(rules: $rules, version: $version) {\n      version\n    }\n  }\n": types.UpdateGstRulesDocument,
    "\n  query ShipmentCostSettings {\n    shipmentCostSettings {\n      productCosts {\n        keyword\n        unitCost\n      }\n      version\n    }\n  }\n": types.ShipmentCostSettingsDocument,
    "\n  mutation UpdateShipmentCostSettings($productCosts: [ShipmentCostRuleInput!]!, $version: Int!) {\n    updateShipmentCostSettings(productCosts: $productCosts, version: $version) {\n      version\n    }\n  }\n": types.UpdateShipmentCostSettingsDocument,
    "\n  mutation CreateUser($username: String!, $password: String!, $role: Role!) {\n    createUser(data: { username: $username, password: $password, role: $role }) {\n      ...UserFields\n    }\n  }\n": types.CreateUserDocument,
    "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(where: { id: $id }) {\n      ...UserFields\n    }\n  }\n": types.DeleteUserDocument,
    "\n  query Users {\n    users {\n      ...UserFields\n    }\n  }\n": types.UsersDocument,
    "\n  mutation UpdateUser($id: ID!, $data: UserUpdateInput!) {\n    updateUser(where: { id: $id }, data: $data) {\n      ...UserFields\n    }\n  }\n": types.UpdateUserDocument,
    "\n  fragment UserFields on User {\n    id\n    username\n    role\n    disabled\n    createdAt\n  }\n": types.UserFieldsFragmentDoc,
    "\n  query MessageSettings {\n    messageSettings {\n      templates {\n        firstOrder\n        inTransit\n        rto\n        ndr\n        callScript\n      }\n      deliveryPromise\n      eddDays\n      unboxingVideoLink\n      shopLinks\n      returnDiscountRupees\n      couponRules {\n        keyword\n        code\n      }\n      trackingLinks {\n        ithink\n        shiprocket\n      }\n      version\n    }\n  }\n": types.MessageSettingsDocument,
    "\n  query PricingGstRules {\n    gstRules {\n      rules {\n        hsnPrefix\n        effectiveFrom\n        ratePercent\n        band {\n          thresholdRupees\n          ratePercentAbove\n        }\n        note\n      }\n    }\n  }\n": types.PricingGstRulesDocument,
    "\n  query PricingFeeSchedules {\n    feeSchedules {\n      channel\n      versions {\n        effectiveFrom\n        feeGstPercent\n        collectionFlatAbove\n        referralGstPercent\n        closingFeeBands {\n          upTo\n          fee\n        }\n      }\n    }\n  }\n": types.PricingFeeSchedulesDocument,
    "\n  fragment ReconciliationSettingsFields on ReconciliationSettings {\n    toleranceRupees\n    claimAfterDays\n    paymentCycleDays {\n      flipkart\n      amazon\n      meesho\n      littleKid\n      trendyHandy\n    }\n    claimWindowDays {\n      flipkart\n      amazon\n      meesho\n      littleKid\n      trendyHandy\n    }\n  }\n": types.ReconciliationSettingsFieldsFragmentDoc,
    "\n  mutation SaveReturnFollowUp($billDate: String!, $data: BillInput!) {\n    updateBill(where: { billDate: $billDate }, data: $data) {\n      id\n    }\n  }\n": types.SaveReturnFollowUpDocument,
    "\n  query SellerProfile {\n    sellerProfile {\n      businessName\n      address\n      stateCode\n      gstin\n      pan\n      phone\n      email\n      bankName\n      bankAccountName\n      bankAccountNumber\n      bankIfsc\n      logo\n      logoWidth\n      financialYearStartMonth\n      documentDefaults {\n        kind\n        notes\n        term\n      }\n      version\n    }\n  }\n": types.SellerProfileDocument,
    "\n  mutation ClaimShipmentMessage($id: ID!, $tab: ShipmentTab!) {\n    claimShipmentMessage(id: $id, tab: $tab) {\n      claimed\n      shipment {\n        id\n        firstMsg\n        inTransitMsg\n        ndrMsg\n        rtoMsg\n      }\n    }\n  }\n": types.ClaimShipmentMessageDocument,
    "\n  query MessageScreenShipments($tab: ShipmentTab!, $first: Int!) {\n    shipmentCounts {\n      new\n      inTransit\n      undelivered\n      rto\n      all\n    }\n    shipments(tab: $tab, first: $first, skip: 0) {\n      id\n      courier\n      channel\n      orderId\n      status\n      productName\n      sku\n      quantity\n      customerName\n      email\n      mobile\n      address\n      paymentMethod\n      orderTotal\n      courierCompany\n      awb\n      edd\n      ndrAttempts\n      ndrReasons\n      firstMsg\n      inTransitMsg\n      ndrMsg\n      rtoMsg\n    }\n  }\n": types.MessageScreenShipmentsDocument,
    "\n  query Job($id: ID!) {\n    job(id: $id) {\n      id\n      kind\n      state\n      progress {\n        done\n        total\n        fraction\n      }\n      result\n      error {\n        code\n        message\n        field\n        row\n      }\n      finishedAt\n    }\n  }\n": types.JobDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Branding {\n    sellerProfile {\n      businessName\n      logo\n    }\n  }\n"): typeof import('./graphql').BrandingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveInvoice($kind: InvoiceKind!, $data: InvoiceDocumentInput!) {\n    saveInvoice(kind: $kind, data: $data) {\n      id\n      kind\n      invoiceNumber\n      billDate\n      subtotal\n      taxTotal\n      total\n      amountInWords\n      pdfUrl\n    }\n  }\n"): typeof import('./graphql').SaveInvoiceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Invoices($where: InvoiceWhereInput, $first: Int, $skip: Int) {\n    invoiceCount(where: $where)\n    invoices(where: $where, first: $first, skip: $skip) {\n      id\n      kind\n      invoiceNumber\n      billDate\n      clientName\n      clientGstin\n      placeOfSupply\n      subtotal\n      taxTotal\n      total\n      pdfUrl\n      cancelled\n      cancelReason\n      credited\n      createdBy\n      document {\n        againstInvoiceNumber\n        supplierBillNumber\n      }\n    }\n  }\n"): typeof import('./graphql').InvoicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelInvoice($id: ID!, $reason: String!) {\n    cancelInvoice(where: { id: $id }, reason: $reason) {\n      id\n      cancelled\n    }\n  }\n"): typeof import('./graphql').CancelInvoiceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DocumentsIssued($from: String!, $to: String!) {\n    documentsIssued(from: $from, to: $to) {\n      kind\n      label\n      firstNumber\n      lastNumber\n      total\n      cancelled\n    }\n  }\n"): typeof import('./graphql').DocumentsIssuedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillingProducts($first: Int!, $skip: Int!) {\n    products(first: $first, skip: $skip) {\n      id\n      productName\n      gst\n      hsnCode\n      purchaseCost\n      unit\n    }\n  }\n"): typeof import('./graphql').BillingProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CreditNoteInvoice($id: ID!) {\n    invoice(where: { id: $id }) {\n      id\n      kind\n      invoiceNumber\n      billDate\n      total\n      credited\n      returnedQuantities\n      creditedCharges {\n        courier\n        packingTransportation\n      }\n      cancelled\n      placeOfSupply\n      document {\n        clientName\n        clientAddress\n        gst\n        contact\n        courier\n        packingTransportation\n        chargesGstIncluded\n        logo\n        logoWidth\n        productLines {\n          description\n          quantity\n          unit\n          rate\n          hsnCode\n          gst\n          productId\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CreditNoteInvoiceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query BulkFlipkartListingPrices($first: Int!, $skip: Int!) {\n      listings: flipkartListings(first: $first, skip: $skip) {\n        skuid\n        listingPrice\n        hsnCode\n        gst\n        profit\n        afterPurchaseCostDeduct\n        products {\n          gst\n        }\n      }\n    }\n  "): typeof import('./graphql').BulkFlipkartListingPricesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query BulkAmazonListingPrices($first: Int!, $skip: Int!) {\n      listings: amazonListings(first: $first, skip: $skip) {\n        skuid\n        listingPrice\n        hsnCode\n        gst\n        profit\n        afterPurchaseCostDeduct\n        products {\n          gst\n        }\n      }\n    }\n  "): typeof import('./graphql').BulkAmazonListingPricesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query BulkMeeshoListingPrices($first: Int!, $skip: Int!) {\n      listings: meeshoListings(first: $first, skip: $skip) {\n        skuid\n        listingPrice\n        hsnCode\n        gst\n        profit\n        afterPurchaseCostDeduct\n        products {\n          gst\n        }\n      }\n    }\n  "): typeof import('./graphql').BulkMeeshoListingPricesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query BulkTrendyHandyListingPrices($first: Int!, $skip: Int!) {\n      listings: trendyHandyListings(first: $first, skip: $skip) {\n        skuid\n        listingPrice\n      }\n    }\n  "): typeof import('./graphql').BulkTrendyHandyListingPricesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateManyFlipkartListings($data: [FlipkartListingBulkInput!]!) {\n    createManyFlipkartListings(data: $data) {\n      row\n      ok\n      id\n      error {\n        field\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').CreateManyFlipkartListingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateManyFlipkartListings($data: [FlipkartListingUpdateManyInput!]!) {\n    updateManyFlipkartListings(data: $data) {\n      row\n      ok\n      id\n      error {\n        field\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateManyFlipkartListingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateManyAmazonListings($data: [AmazonListingBulkInput!]!) {\n    createManyAmazonListings(data: $data) {\n      row\n      ok\n      id\n      error {\n        field\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').CreateManyAmazonListingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateManyAmazonListings($data: [AmazonListingUpdateManyInput!]!) {\n    updateManyAmazonListings(data: $data) {\n      row\n      ok\n      id\n      error {\n        field\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateManyAmazonListingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateManyMeeshoListings($data: [MeeshoListingBulkInput!]!) {\n    createManyMeeshoListings(data: $data) {\n      row\n      ok\n      id\n      error {\n        field\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').CreateManyMeeshoListingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateManyMeeshoListings($data: [MeeshoListingUpdateManyInput!]!) {\n    updateManyMeeshoListings(data: $data) {\n      row\n      ok\n      id\n      error {\n        field\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateManyMeeshoListingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query BulkProductNames($first: Int!, $skip: Int!) {\n      names: products(first: $first, skip: $skip) {\n        name: productName\n      }\n    }\n  "): typeof import('./graphql').BulkProductNamesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query BulkFlipkartCategoryNames($first: Int!, $skip: Int!) {\n      names: flipkartProductCategories(first: $first, skip: $skip) {\n        name\n      }\n    }\n  "): typeof import('./graphql').BulkFlipkartCategoryNamesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query BulkAmazonCategoryNames($first: Int!, $skip: Int!) {\n      names: amazonProductCategories(first: $first, skip: $skip) {\n        name\n      }\n    }\n  "): typeof import('./graphql').BulkAmazonCategoryNamesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BulkStoredProducts($first: Int!, $skip: Int!) {\n    products(first: $first, skip: $skip) {\n      productName\n      gst\n      gstMode\n      hsnCode\n    }\n  }\n"): typeof import('./graphql').BulkStoredProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateManyProducts($data: [ProductInput!]!) {\n    createManyProducts(data: $data) {\n      row\n      ok\n      id\n      error {\n        field\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').CreateManyProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateManyProducts($data: [ProductUpdateManyInput!]!) {\n    updateManyProducts(data: $data) {\n      row\n      ok\n      id\n      error {\n        field\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateManyProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillOrdersPage($where: BillOrderWhereInput!, $first: Int!, $skip: Int!) {\n    billOrders(where: $where, first: $first, skip: $skip) {\n      id\n      orderedOn\n      orderId\n      sku\n      quantity\n      invoiceAmount\n      purchaseCost\n      marketplaceFee\n      profit\n      saleType\n      shipToName\n      city\n      trackingID\n      flipkartsetlment\n      amazonsetlment\n      meeshosetlment\n      littleKidsetlment\n      trendyHandysetlment\n      return\n      returnType\n      returnDate\n      pysicallyRecieved\n      podRequestTickeetId\n      condition\n      damageDescription\n      claimId\n      claimResult\n      paymentReceived\n      paymentDate\n      amountRecieveFromFlipkart\n      amountRecieveFromAmazon\n      amountRecieveFromMeesho\n      amountRecieveFromLittleKid\n      amountRecieveFromTrendyHandy\n      tcs\n      tds\n      difference\n    }\n    billOrderCount(where: $where)\n  }\n"): typeof import('./graphql').BillOrdersPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SalesSummaryFields on SalesSummary {\n    key\n    channel\n    orders\n    lines\n    units\n    revenue\n    marketplaceFees\n    settlement\n    purchaseCost\n    tcs\n    tds\n    returns\n    returnedUnits\n    rtoReturns\n    returnCost\n    netProfit\n    returnRate\n    paidLines\n    received\n    expectedPayout\n    difference\n  }\n"): typeof import('./graphql').SalesSummaryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChannelDashboard($where: SalesWhereInput!, $payment: Boolean!) {\n    salesSummary(where: $where) {\n      ...SalesSummaryFields\n    }\n    salesSeries(where: $where) {\n      bucket\n      points {\n        key\n        revenue\n        netProfit\n      }\n    }\n    awaitingPayment(where: $where) @include(if: $payment) {\n      label\n      lines\n      expected\n    }\n  }\n"): typeof import('./graphql').ChannelDashboardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SalesOverview($where: SalesWhereInput!) {\n    salesSummary(where: $where) {\n      ...SalesSummaryFields\n    }\n    salesByChannel(where: $where) {\n      ...SalesSummaryFields\n    }\n    salesSeries(where: $where, perChannel: true) {\n      bucket\n      points {\n        key\n        channel\n        revenue\n      }\n    }\n  }\n"): typeof import('./graphql').SalesOverviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SkuSales(\n    $where: SalesWhereInput!\n    $perChannel: Boolean!\n    $orderBy: SalesSkuOrder!\n    $descending: Boolean!\n    $first: Int!\n    $skip: Int!\n  ) {\n    salesBySku(\n      where: $where\n      perChannel: $perChannel\n      orderBy: $orderBy\n      descending: $descending\n      first: $first\n      skip: $skip\n    ) {\n      ...SalesSummaryFields\n    }\n    salesSkuCount(where: $where, perChannel: $perChannel)\n    salesSummary(where: $where) {\n      ...SalesSummaryFields\n    }\n  }\n"): typeof import('./graphql').SkuSalesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TopSkus($where: SalesWhereInput!) {\n    byProfit: salesBySku(where: $where, orderBy: NET_PROFIT, descending: true, first: 10) {\n      key\n      netProfit\n      returnedUnits\n    }\n    byLoss: salesBySku(where: $where, orderBy: NET_PROFIT, descending: false, first: 10) {\n      key\n      netProfit\n      returnedUnits\n    }\n    byReturns: salesBySku(where: $where, orderBy: RETURNED_UNITS, descending: true, first: 10) {\n      key\n      netProfit\n      returnedUnits\n    }\n  }\n"): typeof import('./graphql').TopSkusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BusinessNet($where: BusinessNetWhereInput!) {\n    businessNet(where: $where) {\n      marketplaceNetProfit\n      ownStoreSales\n      creditNotes\n      purchases\n      expenses\n      net\n      documents\n    }\n  }\n"): typeof import('./graphql').BusinessNetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LinePayments($where: OrderLineWhereUniqueInput!) {\n    orderLinePayments(where: $where) {\n      entryKey\n      paymentDate\n      amountReceived\n      reportedSale\n      reportedFees\n      tcs\n      tds\n      recordedAt\n      recordedBy\n    }\n  }\n"): typeof import('./graphql').LinePaymentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveLinePayment($where: OrderLineWhereUniqueInput!, $entryKey: String!, $reason: String!) {\n    removeOrderLinePayment(where: $where, entryKey: $entryKey, reason: $reason) {\n      id\n    }\n  }\n"): typeof import('./graphql').RemoveLinePaymentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GstReturn($period: String!) {\n    gstReturn(period: $period) {\n      period\n      label\n      from\n      to\n      gstin\n      channels {\n        channel\n        saleLines\n        sales\n        returnLines\n        returns\n        computedLines\n        noRateLines\n      }\n      documents {\n        kind\n        count\n        cancelled\n        total\n      }\n      missing\n      notStoredCount\n      notStoredValue\n      sections {\n        key\n        title\n        count\n        taxable\n        tax\n        rows {\n          label\n          drill\n          count\n          taxable\n          tax\n          ref {\n            kind\n            id\n            label\n            number\n            billDate\n          }\n        }\n      }\n      documentsIssued {\n        series\n        nature\n        from\n        to\n        total\n        cancelled\n        net\n        drill\n      }\n      checks {\n        code\n        severity\n        message\n        ref {\n          kind\n          id\n          label\n          channel\n          orderId\n          billDate\n          returnDate\n          productId\n          number\n        }\n      }\n      lastExport {\n        at\n        format\n      }\n    }\n  }\n"): typeof import('./graphql').GstReturnDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GstLines($period: String!, $drill: String!, $first: Int!, $skip: Int!) {\n    gstLines(period: $period, drill: $drill, first: $first, skip: $skip) {\n      total\n      lines {\n        id\n        channel\n        orderId\n        sku\n        event\n        date\n        billDate\n        state\n        rate\n        hsn\n        quantity\n        amount\n        invoiceNo\n      }\n      documents {\n        documentId\n        kind\n        number\n        date\n        line\n        description\n        hsn\n        rate\n        quantity\n        taxable\n      }\n      issued {\n        documentId\n        kind\n        number\n        date\n        amount\n        cancelled\n      }\n      issuedTotal\n    }\n  }\n"): typeof import('./graphql').GstLinesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GstWithholding($period: String!) {\n    gstWithholding(period: $period) {\n      channel\n      month\n      etin\n      taxable\n      creditedBy\n      creditedAt\n      tcs {\n        section\n        rates\n        expected\n        withheld\n        credited\n        withheldLessExpected\n        creditedLessWithheld\n      }\n      tds {\n        section\n        rates\n        expected\n        withheld\n        credited\n        withheldLessExpected\n        creditedLessWithheld\n      }\n    }\n  }\n"): typeof import('./graphql').GstWithholdingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetGstWithholdingCredit(\n    $channel: MarketplaceChannel!\n    $month: String!\n    $tcsCredited: Float\n    $tdsCredited: Float\n  ) {\n    setGstWithholdingCredit(\n      channel: $channel\n      month: $month\n      tcsCredited: $tcsCredited\n      tdsCredited: $tdsCredited\n    ) {\n      channel\n      month\n    }\n  }\n"): typeof import('./graphql').SetGstWithholdingCreditDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditLog($where: AuditLogWhere, $first: Int, $after: String) {\n    auditLog(where: $where, first: $first, after: $after) {\n      entries {\n        id\n        at\n        userId\n        who\n        entity\n        entityLabel\n        entityId\n        recordName\n        action\n        actionLabel\n        changes {\n          field\n          label\n          before\n          after\n        }\n      }\n      nextCursor\n      recordName\n    }\n  }\n"): typeof import('./graphql').AuditLogDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HistoryUsers {\n    users {\n      id\n      username\n    }\n  }\n"): typeof import('./graphql').HistoryUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ImpLinks {\n    impLinks {\n      id\n      title\n      url\n      group\n      position\n    }\n  }\n"): typeof import('./graphql').ImpLinksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateImpLink($data: ImpLinkInput!) {\n    createImpLink(data: $data) {\n      id\n    }\n  }\n"): typeof import('./graphql').CreateImpLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateImpLink($id: ID!, $data: ImpLinkInput!) {\n    updateImpLink(id: $id, data: $data) {\n      id\n    }\n  }\n"): typeof import('./graphql').UpdateImpLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteImpLink($id: ID!) {\n    deleteImpLink(id: $id) {\n      id\n    }\n  }\n"): typeof import('./graphql').DeleteImpLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReorderImpLinks($ids: [ID!]!) {\n    reorderImpLinks(ids: $ids) {\n      id\n    }\n  }\n"): typeof import('./graphql').ReorderImpLinksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query FlipkartRackListings($first: Int!, $skip: Int!) {\n      listings: flipkartListings(first: $first, skip: $skip) {\n        skuid\n        img\n        productName\n        rackNo\n        gst\n        hsnCode\n        products {\n          productImage\n          gst\n        }\n      }\n    }\n  "): typeof import('./graphql').FlipkartRackListingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query AmazonRackListings($first: Int!, $skip: Int!) {\n      listings: amazonListings(first: $first, skip: $skip) {\n        skuid\n        img\n        productName\n        rackNo\n        gst\n        hsnCode\n        products {\n          productImage\n          gst\n        }\n      }\n    }\n  "): typeof import('./graphql').AmazonRackListingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query MeeshoRackListings($first: Int!, $skip: Int!) {\n      listings: meeshoListings(first: $first, skip: $skip) {\n        skuid\n        img\n        productName\n        rackNo\n        gst\n        hsnCode\n        products {\n          productImage\n          gst\n        }\n      }\n    }\n  "): typeof import('./graphql').MeeshoRackListingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment FlipkartProductCategoryFields on FlipkartProductCategory {\n      id\n      name\n      commissionPercent {\n        from\n        to\n        precent\n      }\n      fixedFeePercent {\n        from\n        to\n        precent\n      }\n      collectionFeePercent {\n        from\n        to\n        precent\n      }\n      effectiveFrom\n      versions {\n        effectiveFrom\n        commissionPercent {\n          from\n          to\n          precent\n        }\n        fixedFeePercent {\n          from\n          to\n          precent\n        }\n        collectionFeePercent {\n          from\n          to\n          precent\n        }\n      }\n      listingCount\n      version\n    }\n  "): typeof import('./graphql').FlipkartProductCategoryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment AmazonProductCategoryFields on AmazonProductCategory {\n      id\n      name\n      referalFeePercent {\n        from\n        to\n        precent\n      }\n      effectiveFrom\n      versions {\n        effectiveFrom\n        referalFeePercent {\n          from\n          to\n          precent\n        }\n      }\n      listingCount\n      version\n    }\n  "): typeof import('./graphql').AmazonProductCategoryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryOrderLinesFrom($where: CategoryWhereUniqueInput!, $from: Date!) {\n    count: categoryOrderLinesFrom(where: $where, from: $from)\n  }\n"): typeof import('./graphql').CategoryOrderLinesFromDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CreateFlipkartProductCategory($data: FlipkartProductCategoryInput!) {\n      category: createFlipkartProductCategory(data: $data) {\n        ...FlipkartProductCategoryFields\n      }\n    }\n  "): typeof import('./graphql').CreateFlipkartProductCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CreateAmazonProductCategory($data: AmazonProductCategoryInput!) {\n      category: createAmazonProductCategory(data: $data) {\n        ...AmazonProductCategoryFields\n      }\n    }\n  "): typeof import('./graphql').CreateAmazonProductCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CreateFlipkartListing($data: FlipkartListingInput!) {\n      listing: createFlipkartListing(data: $data) {\n        ...FlipkartListingFields\n      }\n    }\n  "): typeof import('./graphql').CreateFlipkartListingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CreateAmazonListing($data: AmazonListingInput!) {\n      listing: createAmazonListing(data: $data) {\n        ...AmazonListingFields\n      }\n    }\n  "): typeof import('./graphql').CreateAmazonListingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CreateMeeshoListing($data: MeeshoListingInput!) {\n      listing: createMeeshoListing(data: $data) {\n        ...MeeshoListingFields\n      }\n    }\n  "): typeof import('./graphql').CreateMeeshoListingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CreateLittleKidListing($data: LittleKidListingInput!) {\n      listing: createLittleKidListing(data: $data) {\n        ...LittleKidListingFields\n      }\n    }\n  "): typeof import('./graphql').CreateLittleKidListingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CreateTrendyHandyListing($data: TrendyHandyListingInput!) {\n      listing: createTrendyHandyListing(data: $data) {\n        ...TrendyHandyListingFields\n      }\n    }\n  "): typeof import('./graphql').CreateTrendyHandyListingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation DeleteFlipkartProductCategoryVersion(\n      $where: CategoryWhereUniqueInput!\n      $effectiveFrom: Date!\n      $version: Int\n    ) {\n      category: deleteFlipkartProductCategoryVersion(\n        where: $where\n        effectiveFrom: $effectiveFrom\n        version: $version\n      ) {\n        ...FlipkartProductCategoryFields\n      }\n    }\n  "): typeof import('./graphql').DeleteFlipkartProductCategoryVersionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation DeleteAmazonProductCategoryVersion(\n      $where: CategoryWhereUniqueInput!\n      $effectiveFrom: Date!\n      $version: Int\n    ) {\n      category: deleteAmazonProductCategoryVersion(\n        where: $where\n        effectiveFrom: $effectiveFrom\n        version: $version\n      ) {\n        ...AmazonProductCategoryFields\n      }\n    }\n  "): typeof import('./graphql').DeleteAmazonProductCategoryVersionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation DeleteFlipkartProductCategory($where: CategoryWhereUniqueInput!) {\n      category: deleteFlipkartProductCategory(where: $where) {\n        id\n        name\n      }\n    }\n  "): typeof import('./graphql').DeleteFlipkartProductCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation DeleteAmazonProductCategory($where: CategoryWhereUniqueInput!) {\n      category: deleteAmazonProductCategory(where: $where) {\n        id\n        name\n      }\n    }\n  "): typeof import('./graphql').DeleteAmazonProductCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation DeleteFlipkartListing($where: CategoryWhereUniqueInput!) {\n      listing: deleteFlipkartListing(where: $where) {\n        id\n        skuid\n      }\n    }\n  "): typeof import('./graphql').DeleteFlipkartListingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation DeleteAmazonListing($where: CategoryWhereUniqueInput!) {\n      listing: deleteAmazonListing(where: $where) {\n        id\n        skuid\n      }\n    }\n  "): typeof import('./graphql').DeleteAmazonListingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation DeleteMeeshoListing($where: CategoryWhereUniqueInput!) {\n      listing: deleteMeeshoListing(where: $where) {\n        id\n        skuid\n      }\n    }\n  "): typeof import('./graphql').DeleteMeeshoListingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation DeleteLittleKidListing($where: CategoryWhereUniqueInput!) {\n      listing: deleteLittleKidListing(where: $where) {\n        id\n        skuid\n      }\n    }\n  "): typeof import('./graphql').DeleteLittleKidListingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation DeleteTrendyHandyListing($where: CategoryWhereUniqueInput!) {\n      listing: deleteTrendyHandyListing(where: $where) {\n        id\n        skuid\n      }\n    }\n  "): typeof import('./graphql').DeleteTrendyHandyListingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation DeleteManyFlipkartListings($ids: [ID!]!) {\n      results: deleteManyFlipkartListings(ids: $ids) {\n        id\n        ok\n        message\n      }\n    }\n  "): typeof import('./graphql').DeleteManyFlipkartListingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation DeleteManyAmazonListings($ids: [ID!]!) {\n      results: deleteManyAmazonListings(ids: $ids) {\n        id\n        ok\n        message\n      }\n    }\n  "): typeof import('./graphql').DeleteManyAmazonListingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation DeleteManyMeeshoListings($ids: [ID!]!) {\n      results: deleteManyMeeshoListings(ids: $ids) {\n        id\n        ok\n        message\n      }\n    }\n  "): typeof import('./graphql').DeleteManyMeeshoListingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation DeleteManyLittleKidListings($ids: [ID!]!) {\n      results: deleteManyLittleKidListings(ids: $ids) {\n        id\n        ok\n        message\n      }\n    }\n  "): typeof import('./graphql').DeleteManyLittleKidListingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation DeleteManyTrendyHandyListings($ids: [ID!]!) {\n      results: deleteManyTrendyHandyListings(ids: $ids) {\n        id\n        ok\n        message\n      }\n    }\n  "): typeof import('./graphql').DeleteManyTrendyHandyListingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query FlipkartProductCategories($first: Int!, $skip: Int!) {\n      categories: flipkartProductCategories(first: $first, skip: $skip) {\n        ...FlipkartProductCategoryFields\n      }\n    }\n  "): typeof import('./graphql').FlipkartProductCategoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query AmazonProductCategories($first: Int!, $skip: Int!) {\n      categories: amazonProductCategories(first: $first, skip: $skip) {\n        ...AmazonProductCategoryFields\n      }\n    }\n  "): typeof import('./graphql').AmazonProductCategoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ListingProductFields on Product {\n    id\n    productName\n    purchaseCost\n    gst\n    gstMode\n    hsnCode\n    img\n    productLength\n    breadth\n    height\n    weight\n  }\n"): typeof import('./graphql').ListingProductFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListingProducts($first: Int!, $skip: Int!) {\n    products(first: $first, skip: $skip) {\n      ...ListingProductFields\n    }\n    productCount\n  }\n"): typeof import('./graphql').ListingProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query FlipkartListings($first: Int!, $skip: Int!) {\n      listings: flipkartListings(first: $first, skip: $skip) {\n        ...FlipkartListingFields\n      }\n      count: flipkartListingCount\n    }\n  "): typeof import('./graphql').FlipkartListingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query AmazonListings($first: Int!, $skip: Int!) {\n      listings: amazonListings(first: $first, skip: $skip) {\n        ...AmazonListingFields\n      }\n      count: amazonListingCount\n    }\n  "): typeof import('./graphql').AmazonListingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query MeeshoListings($first: Int!, $skip: Int!) {\n      listings: meeshoListings(first: $first, skip: $skip) {\n        ...MeeshoListingFields\n      }\n      count: meeshoListingCount\n    }\n  "): typeof import('./graphql').MeeshoListingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query LittleKidListings($first: Int!, $skip: Int!) {\n      listings: littleKidListings(first: $first, skip: $skip) {\n        ...LittleKidListingFields\n      }\n      count: littleKidListingCount\n    }\n  "): typeof import('./graphql').LittleKidListingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query TrendyHandyListings($first: Int!, $skip: Int!) {\n      listings: trendyHandyListings(first: $first, skip: $skip) {\n        ...TrendyHandyListingFields\n      }\n      count: trendyHandyListingCount\n    }\n  "): typeof import('./graphql').TrendyHandyListingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment FlipkartListingFields on FlipkartListing {\n      id\n      sno\n      skuid\n      listingPrice\n      profit\n      packing\n      advertisingCost\n      returnCost\n      discount\n      productLength\n      breadth\n      height\n      weight\n      shippingFee\n      products {\n        id\n        productName\n      }\n      category: flipkartProductCategory {\n        id\n        name\n      }\n      purchaseCost\n      lossProfit\n      priceShouldBe\n      priceCellClass\n      dimensions {\n        productLength\n        breadth\n        height\n        weight\n      }\n      settlementLines {\n        label\n        value\n      }\n      problems {\n        field\n        message\n      }\n      img\n      productName\n      live\n      version\n    }\n  "): typeof import('./graphql').FlipkartListingFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment AmazonListingFields on AmazonListing {\n      id\n      sno\n      skuid\n      listingPrice\n      profit\n      packing\n      advertisingCost\n      returnCost\n      discount\n      productLength\n      breadth\n      height\n      weight\n      shippingFee\n      products {\n        id\n        productName\n      }\n      category: amazonProductCategory {\n        id\n        name\n      }\n      purchaseCost\n      lossProfit\n      priceShouldBe\n      priceCellClass\n      dimensions {\n        productLength\n        breadth\n        height\n        weight\n      }\n      settlementLines {\n        label\n        value\n      }\n      problems {\n        field\n        message\n      }\n      img\n      productName\n      live\n      version\n    }\n  "): typeof import('./graphql').AmazonListingFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment MeeshoListingFields on MeeshoListing {\n      id\n      sno\n      skuid\n      listingPrice\n      profit\n      packing\n      advertisingCost\n      returnCost\n      discount\n      productLength\n      breadth\n      height\n      weight\n      products {\n        id\n        productName\n      }\n      purchaseCost\n      lossProfit\n      priceShouldBe\n      priceCellClass\n      dimensions {\n        productLength\n        breadth\n        height\n        weight\n      }\n      settlementLines {\n        label\n        value\n      }\n      problems {\n        field\n        message\n      }\n      img\n      productName\n      live\n      version\n    }\n  "): typeof import('./graphql').MeeshoListingFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment LittleKidListingFields on LittleKidListing {\n      id\n      sno\n      skuid\n      listingPrice\n      profit\n      packing\n      advertisingCost\n      returnCost\n      discount\n      productLength\n      breadth\n      height\n      weight\n      shippingFee\n      products {\n        id\n        productName\n      }\n      purchaseCost\n      lossProfit\n      priceShouldBe\n      priceCellClass\n      dimensions {\n        productLength\n        breadth\n        height\n        weight\n      }\n      settlementLines {\n        label\n        value\n      }\n      problems {\n        field\n        message\n      }\n      img\n      productName\n      live\n      version\n    }\n  "): typeof import('./graphql').LittleKidListingFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment TrendyHandyListingFields on TrendyHandyListing {\n      id\n      sno\n      skuid\n      listingPrice\n      profit\n      packing\n      advertisingCost\n      returnCost\n      discount\n      productLength\n      breadth\n      height\n      weight\n      shippingFee\n      products {\n        id\n        productName\n      }\n      purchaseCost\n      lossProfit\n      priceShouldBe\n      priceCellClass\n      dimensions {\n        productLength\n        breadth\n        height\n        weight\n      }\n      settlementLines {\n        label\n        value\n      }\n      problems {\n        field\n        message\n      }\n      img\n      productName\n      live\n      version\n    }\n  "): typeof import('./graphql').TrendyHandyListingFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation PublishFlipkartProductCategory($where: CategoryWhereUniqueInput!) {\n      category: publishFlipkartProductCategory(where: $where, to: PUBLISHED) {\n        ...FlipkartProductCategoryFields\n      }\n    }\n  "): typeof import('./graphql').PublishFlipkartProductCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation PublishAmazonProductCategory($where: CategoryWhereUniqueInput!) {\n      category: publishAmazonProductCategory(where: $where, to: PUBLISHED) {\n        ...AmazonProductCategoryFields\n      }\n    }\n  "): typeof import('./graphql').PublishAmazonProductCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation PublishFlipkartListing($where: CategoryWhereUniqueInput!) {\n      listing: publishFlipkartListing(where: $where, to: PUBLISHED) {\n        ...FlipkartListingFields\n      }\n    }\n  "): typeof import('./graphql').PublishFlipkartListingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation PublishAmazonListing($where: CategoryWhereUniqueInput!) {\n      listing: publishAmazonListing(where: $where, to: PUBLISHED) {\n        ...AmazonListingFields\n      }\n    }\n  "): typeof import('./graphql').PublishAmazonListingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation PublishMeeshoListing($where: CategoryWhereUniqueInput!) {\n      listing: publishMeeshoListing(where: $where, to: PUBLISHED) {\n        ...MeeshoListingFields\n      }\n    }\n  "): typeof import('./graphql').PublishMeeshoListingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation PublishLittleKidListing($where: CategoryWhereUniqueInput!) {\n      listing: publishLittleKidListing(where: $where, to: PUBLISHED) {\n        ...LittleKidListingFields\n      }\n    }\n  "): typeof import('./graphql').PublishLittleKidListingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation PublishTrendyHandyListing($where: CategoryWhereUniqueInput!) {\n      listing: publishTrendyHandyListing(where: $where, to: PUBLISHED) {\n        ...TrendyHandyListingFields\n      }\n    }\n  "): typeof import('./graphql').PublishTrendyHandyListingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation UpdateFlipkartProductCategory(\n      $where: CategoryWhereUniqueInput!\n      $data: FlipkartProductCategoryInput!\n    ) {\n      category: updateFlipkartProductCategory(where: $where, data: $data) {\n        ...FlipkartProductCategoryFields\n      }\n    }\n  "): typeof import('./graphql').UpdateFlipkartProductCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation UpdateAmazonProductCategory(\n      $where: CategoryWhereUniqueInput!\n      $data: AmazonProductCategoryInput!\n    ) {\n      category: updateAmazonProductCategory(where: $where, data: $data) {\n        ...AmazonProductCategoryFields\n      }\n    }\n  "): typeof import('./graphql').UpdateAmazonProductCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation UpdateFlipkartListing($where: ListingWhereUniqueInput!, $data: FlipkartListingInput!) {\n      listing: updateFlipkartListing(where: $where, data: $data) {\n        ...FlipkartListingFields\n      }\n    }\n  "): typeof import('./graphql').UpdateFlipkartListingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation UpdateAmazonListing($where: ListingWhereUniqueInput!, $data: AmazonListingInput!) {\n      listing: updateAmazonListing(where: $where, data: $data) {\n        ...AmazonListingFields\n      }\n    }\n  "): typeof import('./graphql').UpdateAmazonListingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation UpdateMeeshoListing($where: ListingWhereUniqueInput!, $data: MeeshoListingInput!) {\n      listing: updateMeeshoListing(where: $where, data: $data) {\n        ...MeeshoListingFields\n      }\n    }\n  "): typeof import('./graphql').UpdateMeeshoListingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation UpdateLittleKidListing($where: ListingWhereUniqueInput!, $data: LittleKidListingInput!) {\n      listing: updateLittleKidListing(where: $where, data: $data) {\n        ...LittleKidListingFields\n      }\n    }\n  "): typeof import('./graphql').UpdateLittleKidListingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation UpdateTrendyHandyListing($where: ListingWhereUniqueInput!, $data: TrendyHandyListingInput!) {\n      listing: updateTrendyHandyListing(where: $where, data: $data) {\n        ...TrendyHandyListingFields\n      }\n    }\n  "): typeof import('./graphql').UpdateTrendyHandyListingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBillFromGrid($billDate: String!, $data: BillInput!) {\n    updateBill(where: { billDate: $billDate }, data: $data) {\n      id\n    }\n  }\n"): typeof import('./graphql').UpdateBillFromGridDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AcceptedDifferenceFields on AcceptedDifference {\n    difference\n    reason\n    acceptedAt\n    acceptedBy\n  }\n"): typeof import('./graphql').AcceptedDifferenceFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReconciliationQueues(\n    $channel: MarketplaceChannel!\n    $first: Int!\n    $differencesSkip: Int!\n    $acceptedSkip: Int!\n    $overdueSkip: Int!\n    $claimsSkip: Int!\n  ) {\n    reconciliation(channel: $channel) {\n      settlementDifferences(first: $first, skip: $differencesSkip) {\n        orderId\n        sku\n        billDate\n        paymentDate\n        expectedSettlement\n        tcs\n        tds\n        expectedPayout\n        received\n        difference\n        reason\n        accepted {\n          ...AcceptedDifferenceFields\n        }\n      }\n      settlementDifferenceCount\n      acceptedDifferences(first: $first, skip: $acceptedSkip) {\n        orderId\n        sku\n        billDate\n        difference\n        accepted {\n          ...AcceptedDifferenceFields\n        }\n      }\n      acceptedDifferenceCount\n      overduePayments(first: $first, skip: $overdueSkip) {\n        orderId\n        sku\n        billDate\n        dueDate\n        daysOverdue\n        expectedSettlement\n      }\n      overduePaymentCount\n      returnClaims(first: $first, skip: $claimsSkip) {\n        orderId\n        sku\n        billDate\n        returnDate\n        returnType\n        claimDeadline\n        daysLeft\n        podRequestTickeetId\n        condition\n        damageDescription\n        claimId\n        claimResult\n      }\n      returnClaimCount\n      settings {\n        ...ReconciliationSettingsFields\n      }\n    }\n  }\n"): typeof import('./graphql').ReconciliationQueuesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptPaymentDifference(\n    $where: OrderLineWhereUniqueInput!\n    $difference: Float!\n    $reason: String!\n  ) {\n    acceptPaymentDifference(where: $where, difference: $difference, reason: $reason) {\n      id\n    }\n  }\n"): typeof import('./graphql').AcceptPaymentDifferenceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReopenPaymentDifference($where: OrderLineWhereUniqueInput!) {\n    reopenPaymentDifference(where: $where) {\n      id\n    }\n  }\n"): typeof import('./graphql').ReopenPaymentDifferenceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CourierSyncs {\n    courierSyncs {\n      courier\n      startedByName\n      job {\n        id\n        kind\n        createdAt\n        state\n        progress {\n          done\n          total\n          fraction\n        }\n        result\n        error {\n          message\n        }\n        finishedAt\n      }\n    }\n  }\n"): typeof import('./graphql').CourierSyncsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartCourierSync($which: CourierSyncWhich!) {\n    startCourierSync(which: $which) {\n      jobId\n    }\n  }\n"): typeof import('./graphql').StartCourierSyncDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NdrQueue($withClosed: Boolean!, $first: Int!, $skip: Int!) {\n    ndrQueueCount(withClosed: $withClosed)\n    ndrQueue(withClosed: $withClosed, first: $first, skip: $skip) {\n      id\n      courier\n      channel\n      orderId\n      status\n      productName\n      sku\n      quantity\n      customerName\n      email\n      mobile\n      mobileProblem\n      address\n      pincode\n      paymentMethod\n      orderTotal\n      courierCompany\n      awb\n      edd\n      orderDate\n      latestNdrDate\n      ndrAttempts\n      ndrReasons\n      noAttempt\n      ndrMsg\n      ndrState\n      ndrStateAt\n      ndrStateByName\n      courierTakesNdrRequests\n    }\n  }\n"): typeof import('./graphql').NdrQueueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveShipmentNdr($id: ID!, $to: NdrState!) {\n    moveShipmentNdr(id: $id, to: $to) {\n      id\n      ndrState\n    }\n  }\n"): typeof import('./graphql').MoveShipmentNdrDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestShipmentNdr($id: ID!, $request: NdrRequest!) {\n    requestShipmentNdr(id: $id, request: $request) {\n      sentToCourier\n      shipment {\n        id\n        ndrState\n      }\n    }\n  }\n"): typeof import('./graphql').RequestShipmentNdrDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShipmentSummary {\n    shipmentSummary {\n      total\n      pastEdd\n      codPending\n      codPendingOrders\n      byStatus {\n        status\n        statusClass\n        count\n      }\n      byChannel {\n        channel\n        count\n      }\n      byCourier {\n        courier\n        courierCompany\n        count\n        delivered\n        rto\n        rtoRatePercent\n      }\n      byPincodePrefix {\n        prefix\n        count\n        delivered\n        rto\n        rtoRatePercent\n      }\n      coverage {\n        flag\n        statusClass\n        total\n        sent\n        sentAll\n      }\n    }\n  }\n"): typeof import('./graphql').ShipmentSummaryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Shipments($tab: ShipmentTab!, $first: Int!, $skip: Int!) {\n    shipments(tab: $tab, first: $first, skip: $skip) {\n      id\n      courier\n      channel\n      orderId\n      status\n      statusClass\n      productName\n      sku\n      quantity\n      customerName\n      email\n      mobile\n      mobileProblem\n      address\n      pincode\n      paymentMethod\n      orderTotal\n      courierCompany\n      awb\n      edd\n      orderDate\n      ndrAttempts\n      ndrReasons\n      firstMsg\n      inTransitMsg\n      ndrMsg\n      rtoMsg\n    }\n  }\n"): typeof import('./graphql').ShipmentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShipmentCounts {\n    shipmentCounts {\n      new\n      inTransit\n      delivered\n      undelivered\n      rto\n      afterEdd\n      all\n    }\n  }\n"): typeof import('./graphql').ShipmentCountsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PriceListProducts($first: Int!, $skip: Int!) {\n    products(first: $first, skip: $skip) {\n      id\n      productName\n      purchaseCost\n      img\n      forSale\n    }\n  }\n"): typeof import('./graphql').PriceListProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddProductForSale($data: ProductInput!) {\n    createProduct(data: $data) {\n      id\n      productName\n    }\n  }\n"): typeof import('./graphql').AddProductForSaleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProduct($data: ProductInput!) {\n    createProduct(data: $data) {\n      ...ProductFields\n    }\n  }\n"): typeof import('./graphql').CreateProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProduct($where: ProductWhereUniqueInput!) {\n    deleteProduct(where: $where) {\n      id\n      productName\n    }\n  }\n"): typeof import('./graphql').DeleteProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductListings($where: ProductWhereUniqueInput!) {\n    product(where: $where) {\n      id\n      flipkartListings {\n        skuid\n      }\n      amazonListing {\n        skuid\n      }\n      meeshoListings {\n        skuid\n      }\n      littleKidListings {\n        skuid\n      }\n      trendyHandyListings {\n        skuid\n      }\n    }\n  }\n"): typeof import('./graphql').ProductListingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Products($first: Int!, $skip: Int!) {\n    products(first: $first, skip: $skip) {\n      ...ProductFields\n    }\n    productCount\n  }\n"): typeof import('./graphql').ProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductFields on Product {\n    id\n    productName\n    purchaseCost\n    stock\n    unit\n    gst\n    gstMode\n    hsnCode\n    productImage\n    img\n    searchKeyword\n    amazonKeyword\n    productLength\n    breadth\n    height\n    weight\n    rackNo\n    forSale\n    stage\n    publishedAt\n    updatedAt\n    version\n  }\n"): typeof import('./graphql').ProductFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishProduct($where: ProductWhereUniqueInput!) {\n    publishProduct(where: $where, to: PUBLISHED) {\n      ...ProductFields\n    }\n  }\n"): typeof import('./graphql').PublishProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProduct($where: ProductWhereUniqueInput!, $data: ProductInput!) {\n    updateProduct(where: $where, data: $data) {\n      ...ProductFields\n    }\n  }\n"): typeof import('./graphql').UpdateProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CourierLogins {\n    courierLogins {\n      key\n      label\n      fields {\n        name\n        label\n        secret\n      }\n      set\n      updatedAt\n      updatedByName\n    }\n  }\n"): typeof import('./graphql').CourierLoginsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCourierLogin($key: String!, $fields: [SecretFieldInput!]!) {\n    setCourierLogin(key: $key, fields: $fields) {\n      key\n      set\n      updatedAt\n      updatedByName\n    }\n  }\n"): typeof import('./graphql').SetCourierLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GstReturnSettings {\n    gstReturnSettings {\n      b2clThresholds {\n        effectiveFrom\n        rupees\n      }\n      hsnDigits\n      jsonVersion\n      etins {\n        channel\n        etin\n      }\n      tcs {\n        effectiveFrom\n        percent\n        section\n      }\n      tds {\n        effectiveFrom\n        percent\n        section\n      }\n      version\n    }\n  }\n"): typeof import('./graphql').GstReturnSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateGstReturnSettings($data: GstReturnSettingsInput!, $version: Int!) {\n    updateGstReturnSettings(data: $data, version: $version) {\n      version\n    }\n  }\n"): typeof import('./graphql').UpdateGstReturnSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMessageSettings($data: MessageSettingsInput!, $version: Int!) {\n    updateMessageSettings(data: $data, version: $version) {\n      version\n    }\n  }\n"): typeof import('./graphql').UpdateMessageSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingsReconciliationSettings {\n    reconciliationSettings {\n      ...ReconciliationSettingsFields\n      version\n    }\n  }\n"): typeof import('./graphql').SettingsReconciliationSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateReconciliationSettings($data: ReconciliationSettingsInput!, $version: Int!) {\n    updateReconciliationSettings(data: $data, version: $version) {\n      version\n    }\n  }\n"): typeof import('./graphql').UpdateReconciliationSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveSellerProfile($data: SellerProfileInput!, $version: Int!) {\n    updateSellerProfile(data: $data, version: $version) {\n      version\n    }\n  }\n"): typeof import('./graphql').SaveSellerProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeeSchedules {\n    feeSchedules {\n      channel\n      label\n      fields\n      version\n      versions {\n        effectiveFrom\n        feeGstPercent\n        collectionFlatAbove\n        referralGstPercent\n        closingFeeBands {\n          upTo\n          fee\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').FeeSchedulesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GstRules {\n    gstRules {\n      version\n      rules {\n        hsnPrefix\n        effectiveFrom\n        ratePercent\n        band {\n          thresholdRupees\n          ratePercentAbove\n        }\n        note\n      }\n    }\n  }\n"): typeof import('./graphql').GstRulesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateFeeSchedule($channel: String!, $versions: [FeeScheduleVersionInput!]!, $version: Int!) {\n    updateFeeSchedule(channel: $channel, versions: $versions, version: $version) {\n      channel\n      version\n    }\n  }\n"): typeof import('./graphql').UpdateFeeScheduleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateGstRules($rules: [GstRuleInput!]!, $version: Int!) {\n    updateGstRules(rules: $rules, version: $version) {\n      version\n    }\n  }\n"): typeof import('./graphql').UpdateGstRulesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShipmentCostSettings {\n    shipmentCostSettings {\n      productCosts {\n        keyword\n        unitCost\n      }\n      version\n    }\n  }\n"): typeof import('./graphql').ShipmentCostSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateShipmentCostSettings($productCosts: [ShipmentCostRuleInput!]!, $version: Int!) {\n    updateShipmentCostSettings(productCosts: $productCosts, version: $version) {\n      version\n    }\n  }\n"): typeof import('./graphql').UpdateShipmentCostSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateUser($username: String!, $password: String!, $role: Role!) {\n    createUser(data: { username: $username, password: $password, role: $role }) {\n      ...UserFields\n    }\n  }\n"): typeof import('./graphql').CreateUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(where: { id: $id }) {\n      ...UserFields\n    }\n  }\n"): typeof import('./graphql').DeleteUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Users {\n    users {\n      ...UserFields\n    }\n  }\n"): typeof import('./graphql').UsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUser($id: ID!, $data: UserUpdateInput!) {\n    updateUser(where: { id: $id }, data: $data) {\n      ...UserFields\n    }\n  }\n"): typeof import('./graphql').UpdateUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserFields on User {\n    id\n    username\n    role\n    disabled\n    createdAt\n  }\n"): typeof import('./graphql').UserFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessageSettings {\n    messageSettings {\n      templates {\n        firstOrder\n        inTransit\n        rto\n        ndr\n        callScript\n      }\n      deliveryPromise\n      eddDays\n      unboxingVideoLink\n      shopLinks\n      returnDiscountRupees\n      couponRules {\n        keyword\n        code\n      }\n      trackingLinks {\n        ithink\n        shiprocket\n      }\n      version\n    }\n  }\n"): typeof import('./graphql').MessageSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PricingGstRules {\n    gstRules {\n      rules {\n        hsnPrefix\n        effectiveFrom\n        ratePercent\n        band {\n          thresholdRupees\n          ratePercentAbove\n        }\n        note\n      }\n    }\n  }\n"): typeof import('./graphql').PricingGstRulesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PricingFeeSchedules {\n    feeSchedules {\n      channel\n      versions {\n        effectiveFrom\n        feeGstPercent\n        collectionFlatAbove\n        referralGstPercent\n        closingFeeBands {\n          upTo\n          fee\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PricingFeeSchedulesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReconciliationSettingsFields on ReconciliationSettings {\n    toleranceRupees\n    claimAfterDays\n    paymentCycleDays {\n      flipkart\n      amazon\n      meesho\n      littleKid\n      trendyHandy\n    }\n    claimWindowDays {\n      flipkart\n      amazon\n      meesho\n      littleKid\n      trendyHandy\n    }\n  }\n"): typeof import('./graphql').ReconciliationSettingsFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveReturnFollowUp($billDate: String!, $data: BillInput!) {\n    updateBill(where: { billDate: $billDate }, data: $data) {\n      id\n    }\n  }\n"): typeof import('./graphql').SaveReturnFollowUpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SellerProfile {\n    sellerProfile {\n      businessName\n      address\n      stateCode\n      gstin\n      pan\n      phone\n      email\n      bankName\n      bankAccountName\n      bankAccountNumber\n      bankIfsc\n      logo\n      logoWidth\n      financialYearStartMonth\n      documentDefaults {\n        kind\n        notes\n        term\n      }\n      version\n    }\n  }\n"): typeof import('./graphql').SellerProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClaimShipmentMessage($id: ID!, $tab: ShipmentTab!) {\n    claimShipmentMessage(id: $id, tab: $tab) {\n      claimed\n      shipment {\n        id\n        firstMsg\n        inTransitMsg\n        ndrMsg\n        rtoMsg\n      }\n    }\n  }\n"): typeof import('./graphql').ClaimShipmentMessageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessageScreenShipments($tab: ShipmentTab!, $first: Int!) {\n    shipmentCounts {\n      new\n      inTransit\n      undelivered\n      rto\n      all\n    }\n    shipments(tab: $tab, first: $first, skip: 0) {\n      id\n      courier\n      channel\n      orderId\n      status\n      productName\n      sku\n      quantity\n      customerName\n      email\n      mobile\n      address\n      paymentMethod\n      orderTotal\n      courierCompany\n      awb\n      edd\n      ndrAttempts\n      ndrReasons\n      firstMsg\n      inTransitMsg\n      ndrMsg\n      rtoMsg\n    }\n  }\n"): typeof import('./graphql').MessageScreenShipmentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Job($id: ID!) {\n    job(id: $id) {\n      id\n      kind\n      state\n      progress {\n        done\n        total\n        fraction\n      }\n      result\n      error {\n        code\n        message\n        field\n        row\n      }\n      finishedAt\n    }\n  }\n"): typeof import('./graphql').JobDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
